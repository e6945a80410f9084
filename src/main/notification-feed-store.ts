import type { Notification } from '@shared/api/notifications';

export interface NotificationFeedState {
  items: Notification[];
  loading: boolean;
}

/** The latest notification list main knows, which the player window reads and is sent. */
export function createNotificationFeedStore(onChange: (state: NotificationFeedState) => void) {
  let state: NotificationFeedState = { items: [], loading: false };
  const set = (next: NotificationFeedState) => {
    state = next;
    onChange(state);
  };
  return {
    state: () => state,
    /** Signed in, nothing heard yet. */
    waiting: () => set({ items: [], loading: true }),
    list: (items: Notification[]) => set({ items, loading: false }),
    /** Signed out: nothing of the last player's stays. */
    empty: () => set({ items: [], loading: false }),
  };
}

export type NotificationFeedStore = ReturnType<typeof createNotificationFeedStore>;
