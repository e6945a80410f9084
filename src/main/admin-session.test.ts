import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRole } from '@shared/api/define';
import type { AdminUser } from '@shared/domain/sessions';
import { createStaffAccount } from '../../tests/support/server/admin';
import { createListeningApp, type ListeningApp } from '../../tests/support/server/listening-app';
import { registerPlayer } from '../../tests/support/server/players';
import { createAdminSession } from './admin-session';
import { createServerApi } from './server-api';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(async () => t.close());

function adminSession() {
  const api = createServerApi({ fetch: globalThis.fetch, serverAddress: () => t.baseUrl });
  const session = createAdminSession({ api });
  const changes: (AdminUser | null)[] = [];
  session.onChange((user) => changes.push(user));
  return { session, changes };
}

describe('the admin session', () => {
  it('signs staff in with the server and shows who they are', async () => {
    const staff = await createStaffAccount(t.app, t.database.db, AdminRole.Admin);
    const { session, changes } = adminSession();
    const result = await session.login({ email: staff.email, password: staff.password });

    const user = {
      id: staff.id,
      email: staff.email,
      displayName: staff.displayName,
      role: AdminRole.Admin,
      expiresAt: expect.any(Number),
    };
    expect(result).toEqual({ ok: true, value: user });
    expect(session.user()).toEqual(user);
    expect(session.token()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(changes).toEqual([user]);
  });

  it('passes on the server’s refusal and stays signed out', async () => {
    const staff = await createStaffAccount(t.app, t.database.db, AdminRole.User);
    const { session, changes } = adminSession();
    const result = await session.login({ email: staff.email, password: 'wrong password' });

    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(session.user()).toBeNull();
    expect(session.token()).toBeNull();
    expect(changes).toEqual([]);
  });

  it('does not let a player in', async () => {
    const alex = await registerPlayer(t.app);
    const { session } = adminSession();
    const result = await session.login({ email: alex.email, password: alex.password });
    expect(result.ok).toBe(false);
    expect(session.token()).toBeNull();
  });

  it('forgets the staff token on logout, telling once', async () => {
    const staff = await createStaffAccount(t.app, t.database.db, AdminRole.Admin);
    const { session, changes } = adminSession();
    await session.login({ email: staff.email, password: staff.password });
    session.logout();
    session.logout();

    expect(session.user()).toBeNull();
    expect(session.token()).toBeNull();
    expect(changes.at(-1)).toBeNull();
    expect(changes).toHaveLength(2);
  });
});
