import { isAppPath } from '@shared/domain/app-paths';
import type { PlayerBridge, PlayerSessionState } from '@shared/ipc';
import { forgetAllButDevicePreferences } from '../lib/device-storage';
import { createElectronNotifications } from './electron-notifications';
import { unwrapIpcResult } from './ipc-result';
import type { Platform, Session, SignedIn } from './types';

const SIGNED_OUT: PlayerSessionState = { session: null, notice: null };

const sameSession = (a: Session | null, b: Session | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The desktop app's player window: main keeps the token and adds it to every /api call, so
 * this platform only mirrors the session main reports and asks main to sign in and out.
 */
export function createElectronPlatform(bridge: PlayerBridge): Platform {
  let state = SIGNED_OUT;
  // Counts session updates, so a slow answer cannot undo a push that overtook it.
  let updates = 0;
  const listeners = new Set<(session: Session | null) => void>();

  function apply(next: PlayerSessionState) {
    const previous = state.session;
    state = next;
    updates += 1;
    if (sameSession(previous, next.session)) return;
    for (const listener of listeners) listener(next.session);
  }

  async function reloadSession() {
    const asked = updates;
    const next = await bridge.session();
    if (asked === updates) apply(next);
  }

  const currentSession = () => state.session;
  const onSessionChange = (listener: (session: Session | null) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  bridge.onSessionChange(apply);
  const notifications = createElectronNotifications(bridge);

  let starting: Promise<void> | null = null;
  async function start() {
    try {
      // The screens (and the notifications query) hear of the session from here.
      await reloadSession();
    } catch {
      // Main is unreachable: start signed out rather than not at all.
      console.warn('Could not read the desktop session');
    }
  }

  return {
    kind: 'desktop',
    ready: () => (starting ??= start()),
    authHeaders: () => ({}),
    currentSession,
    onSessionChange,
    // The session is read again before returning, so the next screen already sees it.
    async login(body) {
      const signedIn = unwrapIpcResult(await bridge.login(body));
      await reloadSession();
      return signedIn;
    },
    async register(body) {
      const signedIn = unwrapIpcResult(await bridge.register(body));
      await reloadSession();
      return signedIn;
    },
    // The page's own call: main adds the token, keeps the fresh one from the answer and hands
    // the page the rest.
    async changePassword(body) {
      const [{ changePassword }, { callRoute }] = await Promise.all([
        import('./account-routes'),
        import('../lib/http'),
      ]);
      const signedIn: SignedIn = await callRoute(changePassword, { body });
      await reloadSession();
      return signedIn;
    },
    async logout() {
      try {
        await bridge.logout();
      } finally {
        forgetAllButDevicePreferences(window.localStorage);
        apply(SIGNED_OUT);
      }
    },
    async refreshSession() {
      unwrapIpcResult(await bridge.refreshSession());
      await reloadSession();
    },
    notifications,
    // Main holds the stream (it has the token) and passes on what it hears.
    live: {
      listen: (handlers) =>
        bridge.onLiveEvent((message) => {
          if (message.kind === 'change') handlers.onChange(message.topics);
          else handlers.onResync();
        }),
    },
    openAdminWindow: () => bridge.openAdminWindow(),
    onOpenPath: (listener) =>
      bridge.onOpenPath((path) => {
        // Main checks the path too; a page of this app is all it may ever name.
        if (isAppPath(path)) listener(path);
      }),
    serverAddress: {
      get: () => bridge.serverAddress(),
      set: (address) => bridge.setServerAddress(address),
    },
    signInNotice: () => state.notice,
  };
}
