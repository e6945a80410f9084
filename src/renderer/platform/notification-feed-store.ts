import type { NotificationFeed, NotificationFeedState } from './types';

export const EMPTY_FEED: NotificationFeedState = { items: [], loading: false };

/** The feed's state and listeners, shared by the web and desktop feeds. */
export function createFeedStore() {
  let state = EMPTY_FEED;
  let changes = 0;
  const listeners = new Set<(state: NotificationFeedState) => void>();

  const set = (next: NotificationFeedState) => {
    state = next;
    changes += 1;
    for (const listener of listeners) listener(state);
  };

  return {
    get: () => state,
    set,
    /** Grows with every change, so an answer can tell whether it is still the newest news. */
    changes: () => changes,
    subscribe(listener: (state: NotificationFeedState) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Shows a change at once, and puts the list back when the server refuses it. */
    async change(
      action: () => Promise<unknown>,
      optimistic: (state: NotificationFeedState) => NotificationFeedState,
    ) {
      const previous = state;
      set(optimistic(state));
      try {
        await action();
      } catch (error) {
        set(previous);
        throw error;
      }
    },
  };
}

type FeedStore = ReturnType<typeof createFeedStore>;

/**
 * Mark read, mark all read and clear: the same API calls on both platforms (on desktop main
 * adds the token, so `authHeaders` is empty). Changes show at once; `refresh` then asks for
 * the list so the next state confirms them.
 */
export function feedChanges(
  store: FeedStore,
  authHeaders: () => Record<string, string>,
  refresh: () => Promise<void>,
): Pick<NotificationFeed, 'markRead' | 'markAllRead' | 'clear'> {
  const change = async (
    action: () => Promise<unknown>,
    optimistic: (state: NotificationFeedState) => NotificationFeedState,
  ) => {
    await store.change(action, optimistic);
    void refresh();
  };
  // Only a signed-in player changes the list: the contract and HTTP client come with the first.
  const load = () => Promise.all([import('./notification-routes'), import('../lib/http')]);
  return {
    markRead: (id) =>
      change(
        async () => {
          const [api, { callRoute }] = await load();
          return callRoute(api.markRead, { params: { id } }, authHeaders());
        },
        (s) => ({ ...s, items: s.items.map((n) => (n.id === id ? { ...n, read: true } : n)) }),
      ),
    markAllRead: () =>
      change(
        async () => {
          const [api, { callRoute }] = await load();
          return callRoute(api.markAllRead, {}, authHeaders());
        },
        (s) => ({ ...s, items: s.items.map((n) => ({ ...n, read: true })) }),
      ),
    clear: () =>
      change(
        async () => {
          const [api, { callRoute }] = await load();
          return callRoute(api.clear, {}, authHeaders());
        },
        (s) => ({ ...s, items: [] }),
      ),
  };
}
