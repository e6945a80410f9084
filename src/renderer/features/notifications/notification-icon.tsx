import { ThemeIcon } from '@mantine/core';
import {
  IconAward,
  IconBell,
  IconFlame,
  IconMessageHeart,
  IconSparkles,
  IconTrophy,
} from '@tabler/icons-react';
import { EmojiIcon } from '../../components/emoji-icon';
import type { Notification } from './notification-provider';

const typeIcons = {
  dare: IconFlame,
  experience: IconSparkles,
  challenge: IconTrophy,
  milestone: IconAward,
  message: IconMessageHeart,
} as const;

/** The notification's own icon (an emoji from the server, drawn as SVG), or one for its type. Decorative. */
export function NotificationIcon({ notification }: { notification: Notification }) {
  return (
    <ThemeIcon variant="light" radius="xl" size={36} aria-hidden style={{ flex: 'none' }}>
      <EmojiIcon emoji={notification.icon} fallback={typeIcons[notification.type] ?? IconBell} />
    </ThemeIcon>
  );
}
