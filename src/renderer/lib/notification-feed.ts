import { platform } from '../platform';

/**
 * Asks the notification feed to poll now, so the bell and the notifications page show what a
 * write just announced. A failed poll keeps the list as it was, like any other poll.
 */
export const refreshNotificationFeed = () =>
  void platform.notifications.refresh().catch(() => undefined);
