import { useSyncExternalStore } from 'react';
import * as admin from '@shared/api/admin';
import type { RouteBodyInput } from '@shared/api/define';
import { adminUserFromToken, type AdminUser } from '@shared/domain/sessions';
import { callRoute } from '../../lib/http';
import { createDesktopAdminSession } from './desktop-admin-session';

/** The spec keeps the staff token apart from the player's, under its own key. */
export const ADMIN_TOKEN_KEY = 'adminToken';

/** `loading` is for a host that reads the session asynchronously; the browser knows at once. */
export type AdminSessionState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: AdminUser };

/**
 * The seam between the admin screens and where the staff token lives. The browser keeps it in
 * localStorage; the desktop app's admin window asks its main process, which keeps the token
 * and adds it to every call (`authHeaders` empty), without the screens changing.
 */
export interface AdminSession {
  /** The same object until the session changes, as `useSyncExternalStore` needs. */
  getState(): AdminSessionState;
  subscribe(listener: () => void): () => void;
  /** Headers every admin call carries. */
  authHeaders(): Record<string, string>;
  /** Signs in and keeps the token. Failures are the `ApiError` of the call. */
  login(body: RouteBodyInput<typeof admin.login>): Promise<AdminUser>;
  /** Forgets the token: on Logout, and when the server answers 401. */
  logout(): void;
}

const SIGNED_OUT: AdminSessionState = { status: 'signedOut' };

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
    authHeaders(): Record<string, string> {
      const token = storage.getItem(ADMIN_TOKEN_KEY);
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    async login(body) {
      const response = await callRoute(admin.login, { body });
      storage.setItem(ADMIN_TOKEN_KEY, response.token);
      notify();
      const state = getState();
      if (state.status !== 'signedIn') throw new Error('The server sent an unreadable token.');
      return state.user;
    },
    logout() {
      storage.removeItem(ADMIN_TOKEN_KEY);
      notify();
    },
  };
}

/** The admin session of this renderer: the desktop admin window's preload brings `velvetAdmin`. */
export const adminSession: AdminSession = window.velvetAdmin
  ? createDesktopAdminSession(window.velvetAdmin)
  : createWebAdminSession();

/** The admin session's current state, kept current. */
export function useAdminSession(): AdminSessionState {
  return useSyncExternalStore(adminSession.subscribe, adminSession.getState);
}

/** The signed-in staff member on screens behind AdminGuard, which never render without one. */
export function useAdminUser(): AdminUser {
  const state = useAdminSession();
  if (state.status !== 'signedIn')
    throw new Error('useAdminUser is for screens behind AdminGuard.');
  return state.user;
}
