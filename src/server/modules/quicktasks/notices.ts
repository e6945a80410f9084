import type { NotificationDraft } from '../notifications';

const DASHBOARD = '/dashboard';

const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

/** What a quick task's confirmations tell the other partner (type challenge; docs/notifications.md). */
export const quickTaskNotices = {
  /** The first confirmation: the partner's turn. */
  yourTurn: (title: string): NotificationDraft => ({
    type: 'challenge',
    icon: '✅',
    title: 'Your turn to confirm',
    description: `Your partner confirmed "${title}". Confirm it too once you have both done it.`,
    actionUrl: DASHBOARD,
  }),
  /** The second confirmation, to the partner who confirmed first and was waiting. */
  completed: (title: string, earned: number): NotificationDraft => ({
    type: 'challenge',
    icon: '🎉',
    title: 'Quick task completed',
    description: `Your partner confirmed "${title}" too. You each earned ${points(earned)}.`,
    actionUrl: DASHBOARD,
  }),
};

/** What marking the daily challenge done tells the other partner (type challenge). */
export const dailyChallengeNotices = {
  /** The first mark: the partner's turn. */
  yourTurn: (title: string): NotificationDraft => ({
    type: 'challenge',
    icon: '✅',
    title: 'Your turn: daily challenge',
    description: `Your partner marked today's challenge "${title}" done. Mark it done too once you have both done it.`,
    actionUrl: DASHBOARD,
  }),
  /** The second mark, to the partner who marked it first and was waiting. */
  completed: (title: string, earned: number): NotificationDraft => ({
    type: 'challenge',
    icon: '🎉',
    title: 'Daily challenge completed',
    description: `Your partner marked today's challenge "${title}" done too. You each earned ${points(earned)}.`,
    actionUrl: DASHBOARD,
  }),
};
