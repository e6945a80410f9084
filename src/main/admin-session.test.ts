import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '@shared/api/admin';
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

  it('forgets the staff token on logout, telling once, and ends it on the server', async () => {
    const staff = await createStaffAccount(t.app, t.database.db, AdminRole.Admin);
    const { session, changes } = adminSession();
    await session.login({ email: staff.email, password: staff.password });
    const copied = session.token() as string;
    await Promise.all([session.logout(), session.logout()]);

    expect(session.user()).toBeNull();
    expect(session.token()).toBeNull();
    expect(changes.at(-1)).toBeNull();
    expect(changes).toHaveLength(2);
    // A copy of the token taken from this device no longer opens anything.
    const reply = await fetch(`${t.baseUrl}${admin.listSystemUsers.path}`, {
      headers: { Authorization: `Bearer ${copied}` },
    });
    expect(reply.status).toBe(401);
    // Nor does the token the staff member got on another device.
    expect(
      (
        await fetch(`${t.baseUrl}${admin.listSystemUsers.path}`, {
          headers: { Authorization: `Bearer ${staff.token}` },
        })
      ).status,
    ).toBe(401);
  });

  it('forgets the token without sending it anywhere when the server address changes', async () => {
    const staff = await createStaffAccount(t.app, t.database.db, AdminRole.User);
    const { session } = adminSession();
    await session.login({ email: staff.email, password: staff.password });
    const held = session.token() as string;
    session.forget();

    expect(session.token()).toBeNull();
    const reply = await fetch(`${t.baseUrl}${admin.listSystemUsers.path}`, {
      headers: { Authorization: `Bearer ${held}` },
    });
    expect(reply.status).toBe(200);
  });
});
