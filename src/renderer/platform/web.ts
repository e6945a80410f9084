import type { LoginResponse } from '@shared/api/accounts';
import { loadSessionReader, readSession } from './session-reader';
import { forgetAllButDevicePreferences } from '../lib/device-storage';
import { createWebNotifications } from './web-notifications';
import { createWebLiveSource } from './web-live-source';
import type { Platform, Session, SignedIn } from './types';

/** The contract and the HTTP client, fetched the first time the browser calls the API. */
const loadApi = async () => {
  const [accounts, http] = await Promise.all([import('./account-routes'), import('../lib/http')]);
  return { accounts, callRoute: http.callRoute };
};

const TOKEN_KEY = 'token';
/** Signing out waits this long at most for the server before forgetting the session here. */
const LOGOUT_WAIT_MS = 5_000;

/** The browser: the bearer token lives in localStorage under "token" (docs/tokens.md). */
export function createWebPlatform(storage: Storage = window.localStorage): Platform {
  const listeners = new Set<(session: Session | null) => void>();
  const notify = () => {
    const session = readSession(storage.getItem(TOKEN_KEY)) ?? null;
    for (const listener of listeners) listener(session);
  };

  async function keep(response: LoginResponse): Promise<SignedIn> {
    await loadSessionReader();
    storage.setItem(TOKEN_KEY, response.token);
    storage.setItem('userId', response.id);
    if (response.coupleId) storage.setItem('coupleId', response.coupleId);
    else storage.removeItem('coupleId');
    notify();
    const { token: _token, ...signedIn } = response;
    return signedIn;
  }

  // Another tab signing in or out changes this tab's session too.
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) void loadSessionReader().then(notify);
  });

  const authHeaders = (): Record<string, string> => {
    const token = storage.getItem(TOKEN_KEY);
    return token ? { Authorization: `Bearer ${token}` } : {};
  };
  const currentSession = () => {
    const token = storage.getItem(TOKEN_KEY);
    const session = readSession(token);
    // Not readable yet (ready() fetches the reader when a token is there): keep it for then.
    if (session === undefined) return null;
    if (token && !session) storage.removeItem(TOKEN_KEY);
    return session;
  };
  const onSessionChange = (listener: (session: Session | null) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  async function refreshSession() {
    const sent = storage.getItem(TOKEN_KEY);
    if (!sent) return;
    const { accounts, callRoute } = await loadApi();
    const renewed = await callRoute(
      accounts.refreshSession,
      {},
      { Authorization: `Bearer ${sent}` },
    );
    // Signed out, or in anew, while the server answered: a renewed token of the session that
    // ended must not bring it back.
    if (storage.getItem(TOKEN_KEY) !== sent) return;
    await keep(renewed);
  }

  return {
    kind: 'web',
    // The token is in localStorage: the session is known once its reader is fetched.
    ready: async () => {
      if (!storage.getItem(TOKEN_KEY)) return;
      await loadSessionReader();
      // What started before the token could be read (the notifications query) hears of it now.
      notify();
    },
    authHeaders,
    currentSession,
    onSessionChange,
    async login(body) {
      const { accounts, callRoute } = await loadApi();
      return keep(await callRoute(accounts.login, { body }));
    },
    async register(body) {
      const { accounts, callRoute } = await loadApi();
      return keep(await callRoute(accounts.register, { body }));
    },
    async changePassword(body) {
      const { accounts, callRoute } = await loadApi();
      return keep(await callRoute(accounts.changePassword, { body }, authHeaders()));
    },
    // The server ends every session of the player first (other devices included); whatever
    // it answers, or if it cannot be reached, this device forgets the session too.
    async logout() {
      const headers = authHeaders();
      try {
        if (headers.Authorization) {
          const { accounts, callRoute } = await loadApi();
          await callRoute(
            accounts.logout,
            { signal: AbortSignal.timeout(LOGOUT_WAIT_MS) },
            headers,
          );
        }
      } catch {
        // Refused (the session had already ended) or unreachable: nothing more to end there.
      } finally {
        forgetAllButDevicePreferences(storage);
        notify();
      }
    },
    refreshSession,
    live: createWebLiveSource(authHeaders),
    notifications: createWebNotifications({
      authHeaders,
      currentSession,
      onCoupleChanged: () => void refreshSession().catch(() => undefined),
    }),
  };
}
