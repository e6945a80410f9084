import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NewBadge } from '@shared/api/adventures';
import { BADGE_TOAST_MS } from '@shared/domain/adventures';

/** One toast per badge just earned, with its icon and name, for BADGE_TOAST_MS. */
export function showBadgeToasts(badges: readonly NewBadge[]) {
  for (const badge of badges) {
    notifications.show({
      title: 'New badge earned!',
      message: badge.badgeName,
      icon: (
        <Text component="span" fz={18} lh={1} aria-hidden>
          {badge.badgeIcon}
        </Text>
      ),
      color: 'yellow',
      autoClose: BADGE_TOAST_MS,
    });
  }
}
