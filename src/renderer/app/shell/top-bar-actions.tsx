import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import { NotificationBell } from '../../features/notifications/notification-bell';

/** The top bar's right-hand controls: the notification bell, then what the shell passes in. */
export function TopBarActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" data-slot="top-bar-actions">
      <NotificationBell />
      {children}
    </Group>
  );
}
