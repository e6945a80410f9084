import type { AdminUser } from '@shared/domain/sessions';
import type { AdminBridge } from '@shared/ipc';
import type { AdminSession, AdminSessionState } from './admin-types';
import { unwrapIpcResult } from './ipc-result';

const SIGNED_OUT: AdminSessionState = { status: 'signedOut' };

/**
 * The desktop app's admin window: main keeps the staff token (apart from the player's) and
 * adds it to every admin call, so this session mirrors what main reports.
 */
export function createElectronAdminSession(bridge: AdminBridge): AdminSession {
  let state: AdminSessionState = { status: 'loading' };
  // Counts updates, so the start-up answer cannot undo a push that overtook it.
  let updates = 0;
  const listeners = new Set<() => void>();

  function apply(user: AdminUser | null) {
    updates += 1;
    state = user ? { status: 'signedIn', user } : SIGNED_OUT;
    for (const listener of listeners) listener();
  }

  bridge.onSessionChange(apply);
  bridge.session().then(
    (user) => {
      if (updates === 0) apply(user);
    },
    () => {
      if (updates === 0) apply(null);
    },
  );

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    authHeaders: () => ({}),
    async login(body) {
      const user = unwrapIpcResult(await bridge.login(body));
      apply(user);
      return user;
    },
    // Main ends the session on the server before it drops the token it holds.
    async logout() {
      apply(null);
      await bridge.logout().catch(() => console.warn('Could not sign out of the admin tools'));
    },
    forget() {
      apply(null);
      bridge.logout().catch(() => console.warn('Could not sign out of the admin tools'));
    },
  };
}
