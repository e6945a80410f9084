import type { ComponentPropsWithRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** "Notifications", or "Notifications, 3 unread": the badge's count is spoken through this. */
export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}

type BellButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'> & {
  unreadCount: number;
};

/** The bell itself: the same button before and after its dropdown's code has arrived. */
export function BellButton({ unreadCount, ...button }: BellButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={bellLabel(unreadCount)}
      {...button}
    >
      <IconBell size={22} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}
