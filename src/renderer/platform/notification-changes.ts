import type { NotificationSource } from './types';

// Only a signed-in player changes the list: the contract and HTTP client come with the first.
const load = () => Promise.all([import('./notification-routes'), import('../lib/http')]);

/**
 * Mark read, mark all read and clear: the same API calls on both platforms (on desktop main
 * adds the token, so `authHeaders` is empty there). A refusal throws, so the caller can put
 * the list back.
 */
export function notificationChanges(
  authHeaders: () => Record<string, string>,
): Pick<NotificationSource, 'markRead' | 'markAllRead' | 'clear'> {
  return {
    async markRead(id) {
      const [api, { callRoute }] = await load();
      await callRoute(api.markRead, { params: { id } }, authHeaders());
    },
    async markAllRead() {
      const [api, { callRoute }] = await load();
      await callRoute(api.markAllRead, {}, authHeaders());
    },
    async clear() {
      const [api, { callRoute }] = await load();
      await callRoute(api.clear, {}, authHeaders());
    },
  };
}
