import type { PlayerBridge } from '@shared/ipc';
import { createFeedStore, EMPTY_FEED, feedChanges } from './notification-feed-store';
import type { NotificationFeed, Session } from './types';

interface FeedDeps {
  currentSession(): Session | null;
  onSessionChange(listener: (session: Session | null) => void): () => void;
}

/**
 * The desktop app's notification feed: main polls (with the token it keeps) and pushes every
 * change of the list, so this feed mirrors main and asks it to poll early when told to.
 */
export function createElectronNotificationFeed(
  bridge: PlayerBridge,
  deps: FeedDeps,
): NotificationFeed {
  const store = createFeedStore();
  const { set } = store;

  async function load() {
    const asked = store.changes();
    const state = await bridge.notifications();
    // A push or a change made meanwhile is newer than this answer.
    if (asked === store.changes()) set(state);
  }

  async function refresh() {
    try {
      await bridge.refreshNotifications();
    } catch {
      console.warn('Failed to refresh notifications');
    }
  }

  bridge.onNotificationsChange(set);

  let signedInAs = deps.currentSession()?.playerId ?? null;
  deps.onSessionChange((session) => {
    const next = session?.playerId ?? null;
    if (next === signedInAs) return;
    signedInAs = next;
    // Another player's list must not linger while main catches up.
    set(next ? { items: [], loading: true } : EMPTY_FEED);
    if (next)
      load().catch(() => {
        console.warn('Failed to fetch notifications');
        set({ ...store.get(), loading: false });
      });
  });

  return {
    getState: store.get,
    subscribe: store.subscribe,
    refresh,
    // Main adds the token to these calls itself.
    ...feedChanges(store, () => ({}), refresh),
  };
}
