import type { RouteResponse } from '../lib/route-types';
import { COUPLE_HEADER, NOTIFICATION_POLL_MS, coupleStamp } from '@shared/domain/notifications';
import { createFeedStore, EMPTY_FEED, feedChanges } from './notification-feed-store';
import type { NotificationFeed, Session } from './types';

interface FeedDeps {
  authHeaders(): Record<string, string>;
  currentSession(): Session | null;
  onSessionChange(listener: (session: Session | null) => void): () => void;
  /** Called when the server names another couple than the session's token carries. */
  onCoupleChanged(): void;
}

/**
 * The browser's notification feed: polls GET /api/notifications every 30 s while a token
 * exists, sending the last ETag so an unchanged list costs the server almost nothing.
 */
export function createWebNotificationFeed(deps: FeedDeps): NotificationFeed {
  const store = createFeedStore();
  const { set } = store;
  let etag: string | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight: Promise<void> | null = null;

  const endLoading = () => {
    const state = store.get();
    if (state.loading) set({ ...state, loading: false });
  };

  async function poll(): Promise<void> {
    const headers: Record<string, string> = { Accept: 'application/json', ...deps.authHeaders() };
    if (!headers.Authorization && !headers.authorization) return;
    if (etag) headers['If-None-Match'] = etag;
    // The contract comes with the first poll, which only a signed-in player makes.
    const api = await import('./notification-routes');
    let response: Response;
    try {
      response = await fetch(api.list.path, { headers, cache: 'no-store' });
    } catch {
      console.warn('Failed to fetch notifications');
      return;
    }
    if (response.status === 401) {
      etag = null;
      set(EMPTY_FEED);
      return;
    }
    if (response.status !== 200 && response.status !== 304) {
      endLoading();
      return;
    }
    const couple = response.headers.get(COUPLE_HEADER);
    const session = deps.currentSession();
    if (couple && session && couple !== coupleStamp(session)) deps.onCoupleChanged();
    if (response.status === 304) {
      endLoading();
      return;
    }
    try {
      // The server's reply, typed by the contract, as every other call's is (src/renderer/lib/http.ts).
      const items = (await response.json()) as RouteResponse<typeof api.list>;
      if (!Array.isArray(items)) throw new TypeError('Not a list of notifications');
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
      set(EMPTY_FEED);
    }
  });

  return {
    getState: store.get,
    subscribe: store.subscribe,
    refresh,
    ...feedChanges(store, deps.authHeaders, refresh),
  };
}
