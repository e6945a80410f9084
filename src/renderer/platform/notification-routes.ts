// The notification routes the platform's reads and changes call, fetched with the first.
export { clear, list, markAllRead, markRead } from '@shared/api/routes/notifications';
