/**
 * Discreet mode (docs/accounts.md): a notification shows only that something is new, never
 * what. The stored notification keeps its real texts; this is how it reads while the mode is on,
 * in the bell, the desktop's native notifications and the notification emails alike.
 */
export const DISCREET_NOTIFICATION = {
  type: 'message',
  icon: '🔔',
  title: 'You have something new in Velvet',
  description: 'Open Velvet to see it.',
} as const;

/** Where a discreet email's link leads: the dashboard, not the page the news is about. */
export const DISCREET_LINK_PATH = '/dashboard';

interface NotificationText {
  type: string;
  icon: string;
  title: string;
  description: string;
}

/** The notification as discreet mode shows it: every other field (id, time, link, read) kept. */
export function discreetNotification<T extends NotificationText>(notification: T): T {
  return { ...notification, ...DISCREET_NOTIFICATION };
}
