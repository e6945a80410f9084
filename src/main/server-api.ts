import type { z } from 'zod';
import * as accounts from '@shared/api/accounts';
import * as admin from '@shared/api/admin';
import * as notifications from '@shared/api/notifications';
import type { RouteDef } from '@shared/api/define';
import { messageFromResponse } from '@shared/api/errors';
import { COUPLE_HEADER } from '@shared/domain/notifications';
import type { IpcResult } from '@shared/ipc';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** One notification poll, as the poller needs to know it. */
export type PollOutcome =
  | {
      kind: 'changed';
      items: notifications.Notification[];
      etag: string | null;
      coupleStamp: string | null;
    }
  | { kind: 'unchanged'; coupleStamp: string | null }
  | { kind: 'unauthorized' }
  | { kind: 'failed'; reason: string };

export const unreachableMessage = (address: string) =>
  `Could not reach Velvet at ${address}. Check the server address and your connection.`;

/** How long signing out waits for the server before it is done on this device alone. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * The calls the main process makes itself, with the shared contract's paths and schemas:
 * signing in and out (so the token is born and ended in main) and polling notifications.
 */
export function createServerApi(deps: { fetch: Fetch; serverAddress: () => string }) {
  async function call<R extends RouteDef>(
    route: R,
    body: unknown,
    token: string | null,
    timeoutMs?: number,
  ): Promise<IpcResult<z.infer<R['response']>>> {
    const address = deps.serverAddress();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await deps.fetch(`${address}${route.path}`, {
        method: route.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
      });
    } catch {
      return { ok: false, status: 0, message: unreachableMessage(address) };
    }
    if (!response.ok)
      return {
        ok: false,
        status: response.status,
        message: messageFromResponse(response.status, await response.text().catch(() => '')),
      };
    const parsed = route.response.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      return { ok: false, status: 502, message: `${address} did not answer like a Velvet server.` };
    }
    return { ok: true, value: parsed.data as z.infer<R['response']> };
  }

  return {
    login: (body: z.output<typeof accounts.login.body>) => call(accounts.login, body, null),
    register: (body: z.output<typeof accounts.register.body>) =>
      call(accounts.register, body, null),
    refreshSession: (token: string) => call(accounts.refreshSession, undefined, token),
    /** Ends every token of the player on the server; bounded, so signing out never hangs. */
    logout: (token: string) => call(accounts.logout, undefined, token, LOGOUT_TIMEOUT_MS),
    adminLogin: (body: z.output<typeof admin.login.body>) => call(admin.login, body, null),
    /** Ends every token of the staff member on the server; bounded like the player's. */
    adminLogout: (token: string) => call(admin.logout, undefined, token, LOGOUT_TIMEOUT_MS),

    /** GET /api/notifications, conditional on the last ETag. */
    async pollNotifications(token: string, etag: string | null): Promise<PollOutcome> {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
      };
      if (etag) headers['If-None-Match'] = etag;
      let response: Response;
      try {
        response = await deps.fetch(`${deps.serverAddress()}${notifications.list.path}`, {
          headers,
          cache: 'no-store',
        });
      } catch (error) {
        return { kind: 'failed', reason: `network: ${(error as Error).message}` };
      }
      const coupleStamp = response.headers.get(COUPLE_HEADER);
      if (response.status === 401) return { kind: 'unauthorized' };
      if (response.status === 304) return { kind: 'unchanged', coupleStamp };
      if (response.status !== 200) return { kind: 'failed', reason: `status ${response.status}` };
      const parsed = notifications.list.response.safeParse(
        await response.json().catch(() => undefined),
      );
      if (!parsed.success) return { kind: 'failed', reason: 'unreadable notification list' };
      return {
        kind: 'changed',
        items: parsed.data,
        etag: response.headers.get('etag'),
        coupleStamp,
      };
    },
  };
}

export type ServerApi = ReturnType<typeof createServerApi>;
