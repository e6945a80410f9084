import * as api from '@shared/api/notifications';
import { COUPLE_HEADER, NOTIFICATION_POLL_MS, coupleStamp } from '@shared/domain/notifications';
import { callRoute } from '../lib/http';
import type { NotificationFeed, NotificationFeedState, Session } from './types';

interface FeedDeps {
  authHeaders(): Record<string, string>;
  currentSession(): Session | null;
  onSessionChange(listener: (session: Session | null) => void): () => void;
  /** Called when the server names another couple than the session's token carries. */
  onCoupleChanged(): void;
}

const EMPTY: NotificationFeedState = { items: [], loading: false };

/**
 * The browser's notification feed: polls GET /api/notifications every 30 s while a token
 * exists, sending the last ETag so an unchanged list costs the server almost nothing.
 */
export function createWebNotificationFeed(deps: FeedDeps): NotificationFeed {
  let state: NotificationFeedState = EMPTY;
  let etag: string | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<(state: NotificationFeedState) => void>();

  const set = (next: NotificationFeedState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  async function poll(): Promise<void> {
    const headers: Record<string, string> = { Accept: 'application/json', ...deps.authHeaders() };
    if (!headers.Authorization && !headers.authorization) return;
    if (etag) headers['If-None-Match'] = etag;
    let response: Response;
    try {
      response = await fetch(api.list.path, { headers, cache: 'no-store' });
    } catch {
      console.warn('Failed to fetch notifications');
      return;
    }
    if (response.status === 401) {
      etag = null;
      set(EMPTY);
      return;
    }
    if (response.status !== 200 && response.status !== 304) {
      if (state.loading) set({ ...state, loading: false });
      return;
    }
    const couple = response.headers.get(COUPLE_HEADER);
    const session = deps.currentSession();
    if (couple && session && couple !== coupleStamp(session)) deps.onCoupleChanged();
    if (response.status === 304) {
      if (state.loading) set({ ...state, loading: false });
      return;
    }
    try {
      const items = api.list.response.parse(await response.json());
      etag = response.headers.get('ETag');
      set({ items, loading: false });
    } catch {
      console.warn('Failed to fetch notifications');
    }
  }

  const refresh = () => {
    // One poll at a time: a refresh during a poll waits for it instead of racing it.
    inFlight ??= poll().finally(() => (inFlight = null));
    return inFlight;
  };

  function start() {
    stop();
    set({ items: [], loading: true });
    void refresh();
    timer = setInterval(() => void refresh(), NOTIFICATION_POLL_MS);
  }

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    etag = null;
  }

  let signedInAs = deps.currentSession()?.playerId ?? null;
  if (signedInAs) start();
  deps.onSessionChange((session) => {
    const next = session?.playerId ?? null;
    if (next === signedInAs) return;
    signedInAs = next;
    if (next) start();
    else {
      stop();
      set(EMPTY);
    }
  });

  // Changes made here show at once; the next poll confirms them.
  async function change(
    action: () => Promise<unknown>,
    optimistic: (s: NotificationFeedState) => NotificationFeedState,
  ) {
    const previous = state;
    set(optimistic(state));
    try {
      await action();
    } catch (error) {
      set(previous);
      throw error;
    }
    void refresh();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    markRead: (id) =>
      change(
        () => callRoute(api.markRead, { params: { id } }, deps.authHeaders()),
        (s) => ({ ...s, items: s.items.map((n) => (n.id === id ? { ...n, read: true } : n)) }),
      ),
    markAllRead: () =>
      change(
        () => callRoute(api.markAllRead, {}, deps.authHeaders()),
        (s) => ({ ...s, items: s.items.map((n) => ({ ...n, read: true })) }),
      ),
    clear: () =>
      change(
        () => callRoute(api.clear, {}, deps.authHeaders()),
        (s) => ({ ...s, items: [] }),
      ),
  };
}
