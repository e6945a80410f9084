export const EMPTY_TEXT = 'No notifications yet';
export const NO_UNREAD_TEXT = 'No unread notifications';

export const failures = {
  markRead: 'Could not mark the notification as read. Please try again.',
  markAllRead: 'Could not mark your notifications as read. Please try again.',
  clear: 'Could not clear your notifications. Please try again.',
} as const;
