import { afterAll, describe, expect, it } from 'vitest';
import * as admin from '@shared/api/admin';
import { AdminRole } from '@shared/api/define';
import { callRoute, unchecked } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { createStaffAccount, loginStaff, type StaffSession } from '../support/server/admin';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());

const UNAUTHORIZED = { message: 'Unauthorized - please login again' };
const FORBIDDEN = { message: 'Forbidden - admin access required' };
const NOT_OWN = { message: 'You cannot change your own role or active state.' };
const ONLY_BELOW = { message: 'You can only change staff whose role is below your own.' };
const ROLES_BELOW = { message: 'You can only give a role below your own.' };

const staff = (role: AdminRole) => createStaffAccount(t.app, t.database.db, role);

interface Change {
  role?: 0 | 1 | 2;
  isActive?: boolean;
}

/** One change through the API, as its caller would see it: status and JSON body. */
async function change(actor: StaffSession, targetId: string, body: Change) {
  const reply = await callRoute(t.app, admin.updateSystemUser, {
    token: actor.token,
    params: { id: targetId },
    body,
  });
  return { status: reply.status, body: reply.response.json() as unknown };
}

async function rowOf(id: string) {
  const { rows } = await t.database.pool.query<{ role: number; is_active: boolean }>(
    'SELECT role, is_active FROM system_users WHERE id = $1',
    [id],
  );
  return rows[0];
}

async function auditRows(targetId: string) {
  const { rows } = await t.database.pool.query<{
    action: string;
    actor_id: string;
    detail: string;
  }>(
    'SELECT action, actor_id, detail FROM admin_audit_log WHERE target = $1 AND action = $2 ORDER BY created_at, id',
    [targetId, 'systemuser.update'],
  );
  return rows;
}

function claimsOf(token: string): { iat: number; exp: number } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
  };
}

const listWith = (session: StaffSession) =>
  callRoute(t.app, admin.listSystemUsers, { token: session.token, query: { pageSize: 1 } });

describe('staff tokens', () => {
  it('last ADMIN_TOKEN_TTL_HOURS (8 hours by default), not days', async () => {
    const session = await staff(AdminRole.Admin);
    const { iat, exp } = claimsOf(session.token);
    expect(exp - iat).toBe(8 * 3600);
  });
});

describe('changing a staff member', () => {
  it('lets an Admin deactivate a User, who is locked out at once, and audits it', async () => {
    const boss = await staff(AdminRole.Admin);
    const user = await staff(AdminRole.User);
    expect((await listWith(user)).status).toBe(200);

    const reply = await change(boss, user.id, { isActive: false });
    expect(reply).toEqual({
      status: 200,
      body: expect.objectContaining({ id: user.id, role: 0, isActive: false }),
    });
    // The token the User already holds stops working on the very next call.
    const after = await listWith(user);
    expect({ status: after.status, body: after.response.json() }).toEqual({
      status: 401,
      body: UNAUTHORIZED,
    });
    expect(await auditRows(user.id)).toEqual([
      { action: 'systemuser.update', actor_id: boss.id, detail: `${user.email}: deactivated` },
    ]);
  });

  it('lets a SuperAdmin demote an Admin, who signs in again as a User and meets 403 on editor routes', async () => {
    const root = await staff(AdminRole.SuperAdmin);
    const editor = await staff(AdminRole.Admin);
    const create = (token: string) =>
      callRoute(t.app, admin.createCategory, {
        token,
        body: { name: `Demotion ${editor.id}`, type: 'yes_no_maybe' },
      });
    expect((await create(editor.token)).status).toBe(201);

    expect(await change(root, editor.id, { role: AdminRole.User })).toEqual({
      status: 200,
      body: expect.objectContaining({ id: editor.id, role: 0, isActive: true }),
    });
    // The new role ends the old token (staff-sessions.test.ts); the new one is a User's.
    expect((await create(editor.token)).status).toBe(401);
    const { token } = await loginStaff(t.app, editor.email, editor.password);
    const refused = await create(token);
    expect({ status: refused.status, body: refused.response.json() }).toEqual({
      status: 403,
      body: FORBIDDEN,
    });
    // Still staff: reading is a User's right.
    expect((await callRoute(t.app, admin.listSystemUsers, { token })).status).toBe(200);
    expect(await auditRows(editor.id)).toEqual([
      {
        action: 'systemuser.update',
        actor_id: root.id,
        detail: `${editor.email}: role Admin → User`,
      },
    ]);
  });

  it('lets a SuperAdmin promote a User to Admin and reactivate them in one change', async () => {
    const root = await staff(AdminRole.SuperAdmin);
    const user = await staff(AdminRole.User);
    await change(root, user.id, { isActive: false });
    expect(await change(root, user.id, { role: AdminRole.Admin, isActive: true })).toEqual({
      status: 200,
      body: expect.objectContaining({ role: 1, isActive: true }),
    });
    expect(await rowOf(user.id)).toEqual({ role: 1, is_active: true });
    expect((await auditRows(user.id)).map((row) => row.detail)).toEqual([
      `${user.email}: deactivated`,
      `${user.email}: role User → Admin, reactivated`,
    ]);
  });

  // Who may do what to whom: each refusal changes nothing and writes no audit row.
  const refusals: {
    caller: AdminRole;
    target: AdminRole;
    body: Change;
    status: number;
    message: { message: string };
  }[] = [
    {
      caller: AdminRole.User,
      target: AdminRole.User,
      body: { isActive: false },
      status: 403,
      message: FORBIDDEN,
    },
    {
      caller: AdminRole.Admin,
      target: AdminRole.Admin,
      body: { isActive: false },
      status: 403,
      message: ONLY_BELOW,
    },
    {
      caller: AdminRole.Admin,
      target: AdminRole.SuperAdmin,
      body: { role: 0 },
      status: 403,
      message: ONLY_BELOW,
    },
    {
      caller: AdminRole.Admin,
      target: AdminRole.User,
      body: { role: 1 },
      status: 403,
      message: ROLES_BELOW,
    },
    {
      caller: AdminRole.SuperAdmin,
      target: AdminRole.SuperAdmin,
      body: { isActive: false },
      status: 403,
      message: ONLY_BELOW,
    },
    {
      caller: AdminRole.SuperAdmin,
      target: AdminRole.Admin,
      body: { role: 2 },
      status: 403,
      message: ROLES_BELOW,
    },
  ];
  const names = ['User', 'Admin', 'SuperAdmin'];
  for (const { caller, target, body, status, message } of refusals) {
    it(`refuses a ${names[caller]} changing a ${names[target]} (${JSON.stringify(body)})`, async () => {
      const actor = await staff(caller);
      const subject = await staff(target);
      const before = await rowOf(subject.id);
      expect(await change(actor, subject.id, body)).toEqual({ status, body: message });
      expect(await rowOf(subject.id)).toEqual(before);
      expect(await auditRows(subject.id)).toEqual([]);
      // The subject's own token is untouched.
      expect((await listWith(subject)).status).toBe(200);
    });
  }

  it('refuses any change to one’s own account, for Admins and SuperAdmins alike', async () => {
    for (const role of [AdminRole.Admin, AdminRole.SuperAdmin]) {
      const self = await staff(role);
      for (const body of [{ isActive: false }, { role: AdminRole.User }]) {
        expect(await change(self, self.id, body)).toEqual({ status: 403, body: NOT_OWN });
        expect(await change(self, self.id.toUpperCase(), body)).toEqual({
          status: 403,
          body: NOT_OWN,
        });
      }
      expect(await rowOf(self.id)).toEqual({ role, is_active: true });
      expect((await listWith(self)).status).toBe(200);
    }
  });

  it('answers 404 for an unknown staff member and 400 for a change that says nothing', async () => {
    const boss = await staff(AdminRole.SuperAdmin);
    expect(await change(boss, '00000000-0000-4000-8000-000000000000', { isActive: false })).toEqual(
      { status: 404, body: { message: 'System user not found.' } },
    );
    const user = await staff(AdminRole.User);
    expect(await change(boss, user.id, {})).toEqual({
      status: 400,
      body: { message: 'Say what to change: role, isActive or both.' },
    });
    const badRole = await callRoute(t.app, admin.updateSystemUser, {
      token: boss.token,
      params: { id: user.id },
      body: unchecked({ role: 5 }),
    });
    expect(badRole.status).toBe(400);
    expect(badRole.response.json()).toEqual({
      message: expect.stringContaining('Role must be 0 (User), 1 (Admin) or 2 (SuperAdmin).'),
    });
    expect(await rowOf(user.id)).toEqual({ role: 0, is_active: true });
  });

  it('refuses a deactivated Admin at once, even mid-session', async () => {
    const root = await staff(AdminRole.SuperAdmin);
    const editor = await staff(AdminRole.Admin);
    const user = await staff(AdminRole.User);
    await change(root, editor.id, { isActive: false });
    expect(await change(editor, user.id, { isActive: false })).toEqual({
      status: 401,
      body: UNAUTHORIZED,
    });
    expect(await rowOf(user.id)).toEqual({ role: 0, is_active: true });
  });

  it('settles two staff acting on each other at once without a server error', async () => {
    const root = await staff(AdminRole.SuperAdmin);
    const editor = await staff(AdminRole.Admin);
    const user = await staff(AdminRole.User);
    const replies = await Promise.all([
      change(root, editor.id, { role: AdminRole.User }),
      change(editor, root.id, { isActive: false }),
      change(editor, user.id, { isActive: false }),
    ]);
    // The editor's own calls meet either their old role (403) or, once the demotion has
    // ended their token, 401.
    for (const reply of replies) expect([200, 401, 403]).toContain(reply.status);
    expect(replies[0]?.status).toBe(200);
    expect([401, 403]).toContain(replies[1]?.status);
    expect(await rowOf(root.id)).toEqual({ role: 2, is_active: true });
  });
});
