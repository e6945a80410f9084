import type { RouteResponse } from '../lib/route-types';
import { COUPLE_HEADER, coupleStamp } from '@shared/domain/notifications';
import { notificationChanges } from './notification-changes';
import type { NotificationRead, NotificationSource, Session } from './types';

interface WebNotificationDeps {
  authHeaders(): Record<string, string>;
  currentSession(): Session | null;
  /** Called when the server names another couple than the session's token carries. */
  onCoupleChanged(): void;
}

const SIGNED_OUT: NotificationRead = { kind: 'list', items: [], etag: null };

/** A read taking longer than this fails, as every other call does (src/renderer/lib/http.ts). */
const TIMEOUT_MS = 20_000;

/**
 * The browser's notifications: GET /api/notifications with the bearer token, sending the held
 * list's ETag so an unchanged list costs the server almost nothing. Every answer also names
 * the player's couple, which tells this tab when a partner joined or left elsewhere.
 */
export function createWebNotifications(deps: WebNotificationDeps): NotificationSource {
  async function read(etag: string | null, signal?: AbortSignal): Promise<NotificationRead> {
    const headers: Record<string, string> = { Accept: 'application/json', ...deps.authHeaders() };
    if (!headers.Authorization) return SIGNED_OUT;
    if (etag) headers['If-None-Match'] = etag;
    // The contract comes with the first read, which only a signed-in player makes.
    const [api, { urlOf }] = await Promise.all([
      import('./notification-routes'),
      import('../lib/http'),
    ]);
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const response = await fetch(urlOf(api.list), {
      headers,
      cache: 'no-store',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (response.status === 401) return SIGNED_OUT;
    if (response.status !== 200 && response.status !== 304) {
      throw new Error(`Notifications answered ${response.status}`);
    }
    const couple = response.headers.get(COUPLE_HEADER);
    const session = deps.currentSession();
    if (couple && session && couple !== coupleStamp(session)) deps.onCoupleChanged();
    if (response.status === 304) return { kind: 'unchanged' };
    // The server's reply, typed by the contract, as every other call's is (src/renderer/lib/http.ts).
    const items = (await response.json()) as RouteResponse<typeof api.list>;
    if (!Array.isArray(items)) throw new TypeError('Not a list of notifications');
    return { kind: 'list', items, etag: response.headers.get('ETag') };
  }

  return { read, ...notificationChanges(deps.authHeaders) };
}
