import type { z } from 'zod';
import * as accounts from '@shared/api/accounts';
import * as admin from '@shared/api/admin';
import * as notifications from '@shared/api/notifications';
import type { RouteDef } from '@shared/api/define';
import { COUPLE_HEADER } from '@shared/domain/notifications';
import type { IpcResult } from '@shared/ipc';
import {
  createServerHttp,
  responseHeader,
  ServerCallError,
  type RequestFetch,
} from './server-http';

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

/** How long signing out waits for the server before it is done on this device alone. */
export const LOGOUT_TIMEOUT_MS = 5000;

const readJson = (text: unknown): unknown => {
  try {
    return JSON.parse(String(text));
  } catch {
    return undefined;
  }
};

/**
 * The calls the main process makes itself, with the shared contract's paths and schemas:
 * signing in and out (so the token is born and ended in main) and polling notifications.
 */
export function createServerApi(deps: { fetch: RequestFetch; serverAddress: () => string }) {
  const http = createServerHttp(deps);

  async function call<R extends RouteDef>(
    route: R,
    body: unknown,
    token: string | null,
    timeoutMs?: number,
  ): Promise<IpcResult<z.infer<R['response']>>> {
    let text: unknown;
    try {
      const response = await http.request({
        method: route.method,
        url: route.path,
        data: body,
        token,
        ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
      });
      text = response.data;
    } catch (error) {
      if (error instanceof ServerCallError) {
        return { ok: false, status: error.status, message: error.message };
      }
      throw error;
    }
    const parsed = route.response.safeParse(readJson(text));
    if (!parsed.success) {
      return {
        ok: false,
        status: 502,
        message: `${deps.serverAddress()} did not answer like a Velvet server.`,
      };
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
      try {
        const response = await http.get(notifications.list.path, {
          token,
          headers: etag ? { 'If-None-Match': etag } : {},
          fetchOptions: { cache: 'no-store' },
          validateStatus: (status) => status === 200 || status === 304,
        });
        const coupleStamp = responseHeader(response, COUPLE_HEADER);
        if (response.status === 304) return { kind: 'unchanged', coupleStamp };
        const parsed = notifications.list.response.safeParse(readJson(response.data));
        if (!parsed.success) return { kind: 'failed', reason: 'unreadable notification list' };
        return {
          kind: 'changed',
          items: parsed.data,
          etag: responseHeader(response, 'etag'),
          coupleStamp,
        };
      } catch (error) {
        if (!(error instanceof ServerCallError)) throw error;
        if (error.status === 401) return { kind: 'unauthorized' };
        if (error.status === 0) return { kind: 'failed', reason: `network: ${error.reason}` };
        return { kind: 'failed', reason: `status ${error.status}` };
      }
    },
  };
}

export type ServerApi = ReturnType<typeof createServerApi>;
