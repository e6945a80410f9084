import type { Ref } from 'react';
import { ActionIcon, Group, Text, Title } from '@mantine/core';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconMenu2,
  IconX,
} from '@tabler/icons-react';
import type { Session } from '../../platform';
import { AvatarMenu } from './avatar-menu';
import { TopBarActions } from './top-bar-actions';
import type { NavState } from './use-nav-state';
import { tone } from '../../lib/tones';

interface TopBarProps {
  title: string;
  session: Session;
  nav: NavState;
  navId: string;
  toggleRef: Ref<HTMLButtonElement>;
}

function ToggleIcon({ nav }: { nav: NavState }) {
  const props = { size: 22, stroke: 1.6, 'aria-hidden': true } as const;
  if (nav.isDesktop)
    return nav.expanded ? (
      <IconLayoutSidebarLeftCollapse {...props} />
    ) : (
      <IconLayoutSidebarLeftExpand {...props} />
    );
  return nav.expanded ? <IconX {...props} /> : <IconMenu2 {...props} />;
}

export function TopBar({ title, session, nav, navId, toggleRef }: TopBarProps) {
  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ActionIcon
          ref={toggleRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Toggle navigation"
          aria-expanded={nav.expanded}
          aria-controls={navId}
          onClick={nav.toggle}
        >
          <ToggleIcon nav={nav} />
        </ActionIcon>
        <Text fw={800} c={tone.brandText} size="lg" visibleFrom="sm" aria-hidden>
          Velvet
        </Text>
        <Title order={1} size="h3" lineClamp={1} style={{ minWidth: 0 }}>
          {title}
        </Title>
      </Group>
      <TopBarActions>
        <AvatarMenu session={session} />
      </TopBarActions>
    </Group>
  );
}
