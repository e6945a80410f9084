import type { Notification } from '../../../src/renderer/features/notifications/notification-provider';
import type { NotificationFeed, NotificationFeedState } from '../../../src/renderer/platform/types';

export interface MemoryFeed extends NotificationFeed {
  /** Replaces the state, as a poll answering would. */
  set(next: Partial<NotificationFeedState>): void;
  /** What was asked of the feed, in order: 'refresh', 'markRead:<id>', 'markAllRead', 'clear'. */
  readonly calls: string[];
  /** Makes the next changes fail, as a server refusing them would. */
  failChanges: boolean;
}

/**
 * A notification feed kept in memory, for tests and previews: the same contract as the
 * platform's feed (changes show at once, a failed change puts the list back) without a server.
 */
export function createMemoryFeed(
  items: Notification[] = [],
  options: { loading?: boolean } = {},
): MemoryFeed {
  let state: NotificationFeedState = { items, loading: options.loading ?? false };
  const listeners = new Set<(state: NotificationFeedState) => void>();
  const calls: string[] = [];

  const set = (next: Partial<NotificationFeedState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  const feed: MemoryFeed = {
    calls,
    failChanges: false,
    set,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async refresh() {
      calls.push('refresh');
    },
    markRead: (id) =>
      change(`markRead:${id}`, (s) => ({
        ...s,
        items: s.items.map((n) => (n.id === id ? { ...n, read: true } : n)),
      })),
    markAllRead: () =>
      change('markAllRead', (s) => ({ ...s, items: s.items.map((n) => ({ ...n, read: true })) })),
    clear: () => change('clear', (s) => ({ ...s, items: [] })),
  };

  async function change(call: string, apply: (s: NotificationFeedState) => NotificationFeedState) {
    calls.push(call);
    const previous = state;
    set(apply(state));
    await Promise.resolve();
    if (feed.failChanges) {
      set(previous);
      throw new Error(`${call} failed`);
    }
  }

  return feed;
}

let sequence = 0;

/** A notification created `minutesAgo` minutes ago; unread unless said otherwise. */
export function aNotification(
  overrides: Partial<Notification> & { minutesAgo?: number } = {},
): Notification {
  const { minutesAgo = 5, ...rest } = overrides;
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'dare',
    icon: '🔥',
    title: `Notification ${sequence}`,
    description: `Something happened (${sequence}).`,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    read: false,
    actionUrl: '/dares',
    ...rest,
  };
}

/** `count` notifications, `unread` of them unread, newest first. */
export function manyNotifications(count: number, unread = count): Notification[] {
  return Array.from({ length: count }, (_, index) =>
    aNotification({ minutesAgo: index + 1, read: index >= unread }),
  );
}
