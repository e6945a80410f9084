import * as admin from '@shared/api/routes/admin';
import { adminUserFromToken } from '@shared/domain/token-readers';
import { callRoute } from '../lib/http';
import type { AdminSession, AdminSessionState } from './admin-types';

/** The staff token is kept apart from the player's, under its own key (docs/tokens.md). */
export const ADMIN_TOKEN_KEY = 'adminToken';

const SIGNED_OUT: AdminSessionState = { status: 'signedOut' };
/** How long Logout waits for the server before signing out on this device alone. */
const ADMIN_LOGOUT_WAIT_MS = 5_000;

/** The browser's admin session: the token in localStorage under `adminToken`. */
export function createWebAdminSession(storage: Storage = window.localStorage): AdminSession {
  const listeners = new Set<() => void>();
  let cached: { token: string | null; state: AdminSessionState } = {
    token: null,
    state: SIGNED_OUT,
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };

  // Read on every call so a token written or removed elsewhere (another tab, a test) is seen.
  function getState(): AdminSessionState {
    const token = storage.getItem(ADMIN_TOKEN_KEY);
    if (token !== cached.token) {
      const user = adminUserFromToken(token);
      if (token && !user) storage.removeItem(ADMIN_TOKEN_KEY);
      cached = user
        ? { token, state: { status: 'signedIn', user } }
        : { token: null, state: SIGNED_OUT };
    } else if (
      cached.state.status === 'signedIn' &&
      cached.state.user.expiresAt <= Date.now() / 1000
    ) {
      storage.removeItem(ADMIN_TOKEN_KEY);
      cached = { token: null, state: SIGNED_OUT };
    }
    return cached.state;
  }

  function authHeaders(): Record<string, string> {
    const token = storage.getItem(ADMIN_TOKEN_KEY);
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  function forget() {
    storage.removeItem(ADMIN_TOKEN_KEY);
    notify();
  }

  window.addEventListener('storage', (event) => {
    if (event.key === ADMIN_TOKEN_KEY || event.key === null) notify();
  });

  return {
    getState,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    authHeaders,
    async login(body) {
      const response = await callRoute(admin.login, { body });
      storage.setItem(ADMIN_TOKEN_KEY, response.token);
      notify();
      const state = getState();
      if (state.status !== 'signedIn') throw new Error('The server sent an unreadable token.');
      return state.user;
    },
    async logout() {
      const headers = authHeaders();
      try {
        if (headers.Authorization)
          await callRoute(
            admin.logout,
            { signal: AbortSignal.timeout(ADMIN_LOGOUT_WAIT_MS) },
            headers,
          );
      } catch {
        // Refused (the session had already ended) or unreachable: nothing more to end there.
      } finally {
        forget();
      }
    },
    forget,
  };
}
