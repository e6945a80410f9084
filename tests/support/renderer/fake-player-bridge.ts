import type { Notification } from '@shared/api/notifications';
import type { PlayerSession } from '@shared/domain/sessions';
import type { IpcResult, LiveMessage, PlayerBridge, PlayerSessionState } from '@shared/ipc';
import { COUPLE_ID, PLAYER_ID } from './session';

interface FeedState {
  items: Notification[];
  loading: boolean;
}

/**
 * An in-memory stand-in for the desktop app's main process, as the player window's preload
 * presents it. Tests drive its pushes and read what the renderer asked of it.
 */
export interface FakePlayerBridge extends PlayerBridge {
  /** What the renderer asked for, in order: 'login', 'logout', 'refreshNotifications'… */
  readonly calls: string[];
  /** Main's session state (what `session()` answers). */
  sessionState: PlayerSessionState;
  /** Main's notification list (what `notifications()` answers). */
  feedState: FeedState;
  /** The server address main uses. */
  address: string;
  /** How main answers the next login, register or session refresh; success when null. */
  failure: { status: number; message: string } | null;
  /** Main pushing a changed session, list, or a path to open. */
  pushSession(state: PlayerSessionState): void;
  pushNotifications(state: FeedState): void;
  pushOpenPath(path: string): void;
  /** Main passing on what its live stream heard. */
  pushLiveEvent(message: LiveMessage): void;
}

/** Sam, signed in as main reports it; `overrides` change any field. */
export function aPlayerSession(overrides: Partial<PlayerSession> = {}): PlayerSession {
  return {
    playerId: PLAYER_ID,
    email: 'sam@example.com',
    displayName: 'Sam',
    coupleId: null,
    player1Id: null,
    player2Id: null,
    sessionStartedAt: Math.floor(Date.now() / 1000),
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
}

function listeners<T>() {
  const set = new Set<(payload: T) => void>();
  return {
    add(listener: (payload: T) => void) {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit: (payload: T) => set.forEach((listener) => listener(payload)),
  };
}

export function createFakePlayerBridge(
  initial: Partial<Pick<FakePlayerBridge, 'sessionState' | 'feedState' | 'address'>> = {},
): FakePlayerBridge {
  const sessions = listeners<PlayerSessionState>();
  const feeds = listeners<FeedState>();
  const paths = listeners<string>();
  const live = listeners<LiveMessage>();

  const bridge: FakePlayerBridge = {
    calls: [],
    sessionState: initial.sessionState ?? { session: null, notice: null },
    feedState: initial.feedState ?? { items: [], loading: false },
    address: initial.address ?? 'http://localhost:8080',
    failure: null,
    pushSession(state) {
      bridge.sessionState = state;
      sessions.emit(state);
    },
    pushNotifications(state) {
      bridge.feedState = state;
      feeds.emit(state);
    },
    pushOpenPath: (path) => paths.emit(path),
    pushLiveEvent: (message) => live.emit(message),

    appInfo: async () => ({ version: '0.0.0-test', platform: 'linux' }),
    session: async () => bridge.sessionState,
    login: async (body) => signIn('login', body.email),
    register: async (body) => signIn('register', body.email),
    async logout() {
      bridge.calls.push('logout');
      changeSession({ session: null, notice: null });
    },
    async refreshSession() {
      bridge.calls.push('refreshSession');
      const failed = refusal();
      if (failed) return failed;
      changeSession({
        session: aPlayerSession({ coupleId: COUPLE_ID, player1Id: PLAYER_ID }),
        notice: null,
      });
      return { ok: true, value: undefined };
    },
    notifications: async () => bridge.feedState,
    async refreshNotifications() {
      bridge.calls.push('refreshNotifications');
    },
    serverAddress: async () => bridge.address,
    async setServerAddress(address) {
      bridge.calls.push(`setServerAddress:${address}`);
      bridge.address = address;
    },
    async openAdminWindow() {
      bridge.calls.push('openAdminWindow');
    },
    onSessionChange: sessions.add,
    onNotificationsChange: feeds.add,
    onOpenPath: paths.add,
    onLiveEvent: live.add,
  };

  // As in the app, the push about a change main made may reach the window after the reply.
  function changeSession(state: PlayerSessionState) {
    bridge.sessionState = state;
    setTimeout(() => sessions.emit(state));
  }

  function refusal(): IpcResult<never> | null {
    const failure = bridge.failure;
    bridge.failure = null;
    return failure && { ok: false, ...failure };
  }

  function signIn(call: string, email: string) {
    bridge.calls.push(call);
    const failed = refusal();
    if (failed) return failed;
    changeSession({ session: aPlayerSession({ email }), notice: null });
    return {
      ok: true as const,
      value: { id: PLAYER_ID, email, displayName: 'Sam', coupleId: null, emailVerified: false },
    };
  }

  return bridge;
}
