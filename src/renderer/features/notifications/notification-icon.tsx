import { ThemeIcon } from '@mantine/core';
import {
  IconAward,
  IconBell,
  IconFlame,
  IconMessageHeart,
  IconSparkles,
  IconTrophy,
} from '@tabler/icons-react';
import type { Notification } from './notification-provider';

const typeIcons = {
  dare: IconFlame,
  experience: IconSparkles,
  challenge: IconTrophy,
  milestone: IconAward,
  message: IconMessageHeart,
} as const;

/** The notification's own icon (an emoji from the server), or one for its type. Decorative. */
export function NotificationIcon({ notification }: { notification: Notification }) {
  const Icon = typeIcons[notification.type] ?? IconBell;
  const emoji = notification.icon.trim();
  return (
    <ThemeIcon variant="light" radius="xl" size={36} aria-hidden style={{ flex: 'none' }}>
      {emoji ? <span style={{ fontSize: 18, lineHeight: 1 }}>{emoji}</span> : <Icon size={20} />}
    </ThemeIcon>
  );
}
