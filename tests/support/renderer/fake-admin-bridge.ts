import type { AdminUser } from '@shared/domain/sessions';
import type { AdminBridge } from '@shared/ipc';

/**
 * An in-memory stand-in for the desktop app's main process, as the admin window's preload
 * presents it. `session()` answers only when the test calls `answerSession`, so the loading
 * state can be seen.
 */
export interface FakeAdminBridge extends AdminBridge {
  readonly calls: string[];
  /** How main answers the next login: Robin signed in when null. */
  failure: { status: number; message: string } | null;
  answerSession(user: AdminUser | null): void;
  pushSession(user: AdminUser | null): void;
}

/** Robin, an Admin, as main reports them; `overrides` change any field. */
export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    email: 'robin@velvet.example',
    displayName: 'Robin',
    role: 1,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
}

export function createFakeAdminBridge(): FakeAdminBridge {
  const listeners = new Set<(user: AdminUser | null) => void>();
  let answer: (user: AdminUser | null) => void = () => undefined;
  const firstSession = new Promise<AdminUser | null>((resolve) => (answer = resolve));

  const bridge: FakeAdminBridge = {
    calls: [],
    failure: null,
    answerSession: (user) => answer(user),
    pushSession: (user) => listeners.forEach((listener) => listener(user)),
    appInfo: async () => ({ version: '0.0.0-test', platform: 'linux' }),
    session: () => firstSession,
    async login(body) {
      bridge.calls.push(`login:${body.email}`);
      const failure = bridge.failure;
      bridge.failure = null;
      if (failure) return { ok: false, ...failure };
      const user = anAdminUser({ email: body.email });
      bridge.pushSession(user);
      return { ok: true, value: user };
    },
    async logout() {
      bridge.calls.push('logout');
      bridge.pushSession(null);
    },
    onSessionChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return bridge;
}
