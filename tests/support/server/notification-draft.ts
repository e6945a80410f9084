import type { NotificationDraft } from '../../../src/server/modules/notifications/notifier';

/** A notification as a module would draft it, told apart from others by its title. */
export const notificationDraft = (title: string): NotificationDraft => ({
  type: 'message',
  icon: '💌',
  title,
  description: `${title}, described`,
  actionUrl: '/dashboard',
});
