import * as accounts from '@shared/api/accounts';
import type { LoginResponse } from '@shared/api/accounts';
import { playerSessionFromToken } from '@shared/domain/sessions';
import { callRoute } from '../lib/http';
import { createWebNotificationFeed } from './web-notification-feed';
import type { Platform, Session, SignedIn } from './types';

const TOKEN_KEY = 'token';

/** The browser: the spec keeps the bearer token in localStorage under "token". */
export function createWebPlatform(storage: Storage = window.localStorage): Platform {
  const listeners = new Set<(session: Session | null) => void>();
  const notify = () => {
    const session = playerSessionFromToken(storage.getItem(TOKEN_KEY));
    for (const listener of listeners) listener(session);
  };

  function keep(response: LoginResponse): SignedIn {
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
    if (event.key === TOKEN_KEY || event.key === null) notify();
  });

  const authHeaders = (): Record<string, string> => {
    const token = storage.getItem(TOKEN_KEY);
    return token ? { Authorization: `Bearer ${token}` } : {};
  };
  const currentSession = () => {
    const token = storage.getItem(TOKEN_KEY);
    const session = playerSessionFromToken(token);
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
    if (!storage.getItem(TOKEN_KEY)) return;
    keep(await callRoute(accounts.refreshSession, {}, authHeaders()));
  }

  return {
    kind: 'web',
    // The token is in localStorage: the session is known at once.
    ready: () => Promise.resolve(),
    authHeaders,
    currentSession,
    onSessionChange,
    async login(body) {
      return keep(await callRoute(accounts.login, { body }));
    },
    async register(body) {
      return keep(await callRoute(accounts.register, { body }));
    },
    async logout() {
      storage.clear();
      notify();
    },
    refreshSession,
    notifications: createWebNotificationFeed({
      authHeaders,
      currentSession,
      onSessionChange,
      onCoupleChanged: () => void refreshSession().catch(() => undefined),
    }),
  };
}
