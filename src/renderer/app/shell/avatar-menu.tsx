import { Avatar, Box, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import {
  IconAppWindow,
  IconLifebuoy,
  IconLogout,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { platform, type Session } from '../../platform';
import { usePlayer } from '../../features/accounts/api';
import { memberSince } from './member-since';
import { DarkThemeMenuItem } from './dark-theme-menu-item';
import { accountMenuLabel, initials } from './initials';

const iconProps = { size: 18, stroke: 1.6, 'aria-hidden': true } as const;

function MemberSince({ player }: { player: ReturnType<typeof usePlayer> }) {
  if (player.status === 'pending') return <Skeleton height={12} width={140} mt={6} />;
  if (player.status === 'error') return null;
  const text = memberSince(player.data.createdAt);
  return text ? (
    <Text component="div" size="xs" c="dimmed">
      {text}
    </Text>
  ) : null;
}

export function AvatarMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  // Loaded with the shell so the date is ready when the menu opens.
  const player = usePlayer(session.playerId);
  const displayName = player.status === 'success' ? player.data.displayName : session.displayName;

  async function logout() {
    await platform.logout();
    navigate(paths.login.getHref(), { replace: true });
  }

  // The trigger lives in the fixed top bar and is never scrolled away, so detachment checks only
  // misfire (jsdom reports every element as zero-sized and "hidden"). No focus placeholder: a
  // focusable element without a role is not something a menu may hold.
  return (
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal
      hideDetached={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton aria-label={accountMenuLabel(displayName)} style={{ borderRadius: '50%' }}>
          <Avatar color="velvet" variant="filled" radius="xl">
            {initials(displayName)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Divs, not paragraphs: a menu may hold only its items (and what has no role). */}
        <Box px="sm" pt="xs" pb={8}>
          <Text component="div" fw={600} size="sm" truncate="end">
            {displayName}
          </Text>
          <MemberSince player={player} />
        </Box>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={paths.accountProfile.getHref()}
          leftSection={<IconUserCircle {...iconProps} />}
        >
          Account Profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.settings.getHref()}
          leftSection={<IconSettings {...iconProps} />}
        >
          Settings
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.helpAndSupport.getHref()}
          leftSection={<IconLifebuoy {...iconProps} />}
        >
          Help & Support
        </Menu.Item>
        {platform.openAdminWindow && (
          <Menu.Item
            leftSection={<IconAppWindow {...iconProps} />}
            onClick={() => void platform.openAdminWindow?.()}
          >
            Admin tools
          </Menu.Item>
        )}
        <DarkThemeMenuItem />
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout {...iconProps} />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
