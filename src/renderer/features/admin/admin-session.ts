import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import * as admin from '@shared/api/admin';
import type { AdminRole, RouteBodyInput } from '@shared/api/define';
import { callRoute } from '../../lib/http';

/** The spec keeps the staff token apart from the player's, under its own key. */
export const ADMIN_TOKEN_KEY = 'adminToken';

/** The signed-in staff member, as the token's claims say. */
export interface AdminUser {
  id: string;
  email: string;
  displayName: string;
  role: AdminRole;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** `loading` is for a host that reads the token asynchronously; the browser knows at once. */
export type AdminSessionState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: AdminUser };

/**
 * The seam between the admin screens and where the staff token lives. The browser keeps it in
 * localStorage; the desktop app's admin window can bring its own implementation (token kept
 * by the main process, `authHeaders` empty) without the screens changing.
 */
export interface AdminSession {
  /** The same object until the session changes, as `useSyncExternalStore` needs. */
  getState(): AdminSessionState;
  subscribe(listener: () => void): () => void;
  /** Headers every admin call carries. */
  authHeaders(): Record<string, string>;
  /** Signs in and keeps the token. Failures are the raw `ApiError` of the call. */
  login(body: RouteBodyInput<typeof admin.login>): Promise<AdminUser>;
  /** Forgets the token: on Logout, and when the server answers 401. */
  logout(): void;
}

// The spec reads the id from `userId` or `sub`; the server sends both.
const claimsSchema = z
  .object({
    userId: z.string().min(1).optional(),
    sub: z.string().min(1).optional(),
    email: z.string(),
    displayName: z.string(),
    role: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    exp: z.number(),
  })
  .refine((claims) => claims.userId ?? claims.sub);

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The staff member a token names; null when it cannot be decoded or has expired. */
export function adminUserFromToken(
  token: string | null,
  nowSeconds = Date.now() / 1000,
): AdminUser | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    if (!parsed.success || parsed.data.exp <= nowSeconds) return null;
    const claims = parsed.data;
    return {
      id: (claims.userId ?? claims.sub) as string,
      email: claims.email,
      displayName: claims.displayName,
      role: claims.role,
      expiresAt: claims.exp,
    };
  } catch {
    return null;
  }
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

/** The admin session of this renderer. */
export const adminSession: AdminSession = createWebAdminSession();

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
