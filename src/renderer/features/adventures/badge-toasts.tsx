import { notifications } from '@mantine/notifications';
import { IconAward } from '@tabler/icons-react';
import type { NewBadge } from '@shared/api/adventures';
import { BADGE_TOAST_MS } from '@shared/domain/adventures';
import { EmojiIcon } from '../../components/emoji-icon';

/** One toast per badge just earned, with its icon and name, for BADGE_TOAST_MS. */
export function showBadgeToasts(badges: readonly NewBadge[]) {
  for (const badge of badges) {
    notifications.show({
      title: 'New badge earned!',
      message: badge.badgeName,
      icon: <EmojiIcon emoji={badge.badgeIcon} fallback={IconAward} size={18} />,
      color: 'yellow',
      autoClose: BADGE_TOAST_MS,
    });
  }
}
