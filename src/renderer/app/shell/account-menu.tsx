import { Box, Menu, Skeleton, Text } from '@mantine/core';
import {
  IconAppWindow,
  IconLifebuoy,
  IconLogout,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { usePressOnArrival } from '../../lib/use-press-on-arrival';
import { platform } from '../../platform';
import type { usePlayer } from '../../features/accounts/api';
import { AvatarButton } from './avatar-button';
import { memberSince } from './member-since';
import { DarkThemeMenuItem } from './dark-theme-menu-item';

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

interface AccountMenuProps {
  displayName: string;
  /** Loaded with the shell so the date is ready when the menu opens. */
  player: ReturnType<typeof usePlayer>;
  /** The player pressed the avatar before this code arrived. */
  pressedBefore: boolean;
}

/**
 * The avatar's menu: the account's pages, the theme and logout. Fetched after the first screen
 * (./avatar-menu.tsx).
 */
export function AccountMenu({ displayName, player, pressedBefore }: AccountMenuProps) {
  const navigate = useNavigate();
  const targetRef = usePressOnArrival(pressedBefore);

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
        <AvatarButton ref={targetRef} displayName={displayName} />
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
