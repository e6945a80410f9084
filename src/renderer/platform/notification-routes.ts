// The notification routes the feed calls, fetched with its first call. Named one by one, as in
// ./account-routes.ts.
export { clear, list, markAllRead, markRead } from '@shared/api/notifications';
