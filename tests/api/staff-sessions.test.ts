import { afterAll, describe, expect, it } from 'vitest';
import * as admin from '@shared/api/admin';
import { AdminRole } from '@shared/api/define';
import { callRoute } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { createStaffAccount, loginStaff, type StaffSession } from '../support/server/admin';

// A staff token ends with the session it belongs to: signing out, being deactivated (and
// reactivated) or getting a new role all end every token issued before.

const t: TestApp = await createTestApp();
afterAll(async () => t.close());

const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized - please login again' } };

const staff = (role: AdminRole) => createStaffAccount(t.app, t.database.db, role);

/** What a staff member sees when opening the System Users list with `token`. */
async function listWith(token: string) {
  const reply = await callRoute(t.app, admin.listSystemUsers, { token, query: { pageSize: 1 } });
  return { status: reply.status, body: reply.status === 200 ? 'the list' : reply.response.json() };
}

async function change(
  actor: StaffSession,
  targetId: string,
  body: { role?: 0 | 1 | 2; isActive?: boolean },
) {
  const reply = await callRoute(t.app, admin.updateSystemUser, {
    token: actor.token,
    params: { id: targetId },
    body,
  });
  expect(reply.status).toBe(200);
}

const signOut = async (token: string) => {
  const reply = await callRoute(t.app, admin.logout, { token });
  return { status: reply.status, body: reply.response.json() as unknown };
};

describe('staff sessions', () => {
  it('a reactivated account’s old token stays dead; signing in again works', async () => {
    const boss = await staff(AdminRole.Admin);
    const user = await staff(AdminRole.User);
    await change(boss, user.id, { isActive: false });
    await change(boss, user.id, { isActive: true });

    expect(await listWith(user.token)).toEqual(UNAUTHORIZED);
    const again = await loginStaff(t.app, user.email, user.password);
    expect(await listWith(again.token)).toEqual({ status: 200, body: 'the list' });
  });

  it('a new role ends the tokens issued under the old one', async () => {
    const root = await staff(AdminRole.SuperAdmin);
    const user = await staff(AdminRole.User);
    await change(root, user.id, { role: AdminRole.Admin });

    expect(await listWith(user.token)).toEqual(UNAUTHORIZED);
    const again = await loginStaff(t.app, user.email, user.password);
    expect(again.role).toBe(AdminRole.Admin);
    expect(await listWith(again.token)).toEqual({ status: 200, body: 'the list' });
  });

  it('signing out ends every token of the account on the server, and is audited', async () => {
    const user = await staff(AdminRole.User);
    const otherDevice = await loginStaff(t.app, user.email, user.password);
    const colleague = await staff(AdminRole.User);

    expect(await signOut(user.token)).toEqual({
      status: 200,
      body: { message: 'You have been signed out.' },
    });
    expect(await listWith(user.token)).toEqual(UNAUTHORIZED);
    expect(await listWith(otherDevice.token)).toEqual(UNAUTHORIZED);
    expect(await signOut(user.token)).toEqual(UNAUTHORIZED);
    // Only the caller's own sessions end.
    expect(await listWith(colleague.token)).toEqual({ status: 200, body: 'the list' });

    const { rows } = await t.database.pool.query<{ action: string; actor_id: string }>(
      "SELECT action, actor_id FROM admin_audit_log WHERE target = $1 AND action = 'logout'",
      [user.id],
    );
    expect(rows).toEqual([{ action: 'logout', actor_id: user.id }]);
    const fresh = await loginStaff(t.app, user.email, user.password);
    expect(await listWith(fresh.token)).toEqual({ status: 200, body: 'the list' });
  });

  it('every staff role may sign out', async () => {
    for (const role of [AdminRole.User, AdminRole.Admin, AdminRole.SuperAdmin]) {
      const member = await staff(role);
      expect((await signOut(member.token)).status).toBe(200);
    }
  });
});
