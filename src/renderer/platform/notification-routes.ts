// The notification routes the feed calls, fetched with its first call.
export { clear, list, markAllRead, markRead } from '@shared/api/routes/notifications';
