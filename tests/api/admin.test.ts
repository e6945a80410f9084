import { afterAll, describe, expect, it } from 'vitest';
import { getPlayer } from '@shared/api/accounts';
import * as admin from '@shared/api/admin';
import { AdminRole, type RouteBodyInput, type RouteDef } from '@shared/api/define';
import { list as listNotifications } from '@shared/api/notifications';
import { getStructure } from '@shared/api/survey';
import type { CategoryType } from '@shared/domain/survey';
import { bootstrapSuperAdmin } from '../../src/server/modules/admin/bootstrap';
import {
  openedQuestionAnswers,
  storedAnswer,
  storedQuestionAnswer,
} from '../support/server/answers-at-rest';
import { callRoute, callRouteOk, unchecked, type RouteReply } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import {
  createStaff,
  createStaffAccount,
  loginStaff,
  type StaffSession,
} from '../support/server/admin';
import { NEW_TEST_PASSWORD, TEST_PASSWORD } from '../support/test-passwords';

// One app for the file, built before the tests are collected so a test can depend on which
// routes it serves (the survey structure arrives with the survey module).
const t: TestApp = await createTestApp();
afterAll(async () => t.close());
const hasSurveyStructure = t.app.hasRoute({ method: getStructure.method, url: getStructure.path });

const INVALID_LOGIN = { message: 'Invalid email or password.' };
const UNAUTHORIZED = { message: 'Unauthorized - please login again' };
const FORBIDDEN = { message: 'Forbidden - admin access required' };

/** A reply as these tests compare it, whole: its status and its JSON body. */
async function outcome(reply: Promise<RouteReply<RouteDef>>) {
  const { status, response } = await reply;
  return { status, body: response.json() };
}

const staff = (role: AdminRole) => createStaffAccount(t.app, t.database.db, role);

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []) {
  const result = await t.database.pool.query(text, values);
  return result.rows as T[];
}

const auditOf = (actorId: string) =>
  sql<{ action: string; target: string | null; detail: string | null; actor_email: string }>(
    'SELECT action, target, detail, actor_email FROM admin_audit_log WHERE actor_id = $1 ORDER BY created_at, id',
    [actorId],
  );

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

let editor: StaffSession;
const editorToken = async () => {
  editor ??= await staff(AdminRole.Admin);
  return editor.token;
};

async function newCategory(
  type: CategoryType = 'multiple_choice',
  name = `Category ${uniqueEmail('c')}`,
) {
  return callRouteOk(t.app, admin.createCategory, {
    token: await editorToken(),
    body: { name, type },
  });
}

async function newOption(
  categoryId: string,
  extra: Partial<RouteBodyInput<typeof admin.createOption>> = {},
) {
  return callRouteOk(t.app, admin.createOption, {
    token: await editorToken(),
    body: { categoryId, questionText: `Question ${uniqueEmail('q')}`, ...extra },
  });
}

async function newFormat(categoryId: string, label: string) {
  return callRouteOk(t.app, admin.createResponseFormat, {
    token: await editorToken(),
    body: { categoryId, label },
  });
}

describe('the first SuperAdmin', () => {
  it('is never created without ADMIN_EMAIL and ADMIN_PASSWORD: no default account', async () => {
    const bare = await createTestApp();
    try {
      const { rows } = await bare.database.pool.query(
        'SELECT count(*)::int AS n FROM system_users',
      );
      expect(rows[0].n).toBe(0);
      const attempt = callRoute(bare.app, admin.login, {
        body: { email: 'admin@velvet.local', password: 'admin123' },
      });
      expect(await outcome(attempt)).toEqual({ status: 401, body: INVALID_LOGIN });

      // ADMIN_EMAIL naming a lower staff account neither promotes it nor resets its password.
      const { rows: lower } = await bare.database.pool.query(
        "INSERT INTO system_users (email, display_name, password_hash, role) VALUES ('taken@example.com', 'Taken', 'x', 1) RETURNING id",
      );
      await bootstrapSuperAdmin(
        bare.database.db,
        { email: 'TAKEN@example.com', password: 'would be nice' },
        bare.app.log,
      );
      const { rows: afterTaken } = await bare.database.pool.query(
        'SELECT id, role, password_hash FROM system_users',
      );
      expect(afterTaken).toEqual([{ id: lower[0].id, role: 1, password_hash: 'x' }]);

      // Several nodes starting at the same moment create one SuperAdmin between them.
      const emails = Array.from({ length: 6 }, (_, i) => `race${i}.${uniqueEmail('boss')}`);
      await Promise.all(
        emails.map((email) =>
          bootstrapSuperAdmin(
            bare.database.db,
            { email, password: 'racing password' },
            bare.app.log,
          ),
        ),
      );
      const { rows: supers } = await bare.database.pool.query(
        'SELECT email FROM system_users WHERE role = 2',
      );
      expect(supers).toHaveLength(1);
    } finally {
      await bare.close();
    }
  });

  it('comes from the environment once; a restart or a second node does not duplicate it', async () => {
    const env = { ADMIN_EMAIL: ' Boss@Example.com ', ADMIN_PASSWORD: 'first super secret' };
    const first = await createTestApp(env);
    try {
      const count = async () => {
        const { rows } = await first.database.pool.query(
          'SELECT email, role, display_name FROM system_users',
        );
        return rows;
      };
      expect(await count()).toEqual([
        { email: 'boss@example.com', role: 2, display_name: expect.any(String) },
      ]);
      const session = await loginStaff(first.app, 'boss@example.com', 'first super secret');
      expect(session.role).toBe(AdminRole.SuperAdmin);

      const second = await createTestApp(env, { sameDatabaseAs: first });
      await second.close();
      // Another ADMIN_EMAIL later does not add a second SuperAdmin either.
      const third = await createTestApp(
        { ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'another secret' },
        { sameDatabaseAs: first },
      );
      await third.close();
      expect(await count()).toHaveLength(1);

      const { rows: audit } = await first.database.pool.query(
        "SELECT actor_email FROM admin_audit_log WHERE action = 'systemuser.bootstrap'",
      );
      expect(audit).toEqual([{ actor_email: 'boss@example.com' }]);
    } finally {
      await first.close();
    }
  });
});

describe('staff sign-in', () => {
  it('returns the session and a token with the staff claims, and records the last login', async () => {
    const member = await staff(AdminRole.User);
    const before = await sql<{ last_login: Date | null }>(
      'SELECT last_login FROM system_users WHERE id = $1',
      [member.id],
    );
    expect(before[0]?.last_login).toBeInstanceOf(Date); // the helper signed in already

    const reply = await callRoute(t.app, admin.login, {
      body: { email: member.email.toUpperCase(), password: member.password },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      token: expect.any(String),
      id: member.id,
      email: member.email,
      displayName: member.displayName,
      role: 0,
    });
    const claims = claimsOf(reply.body.token);
    expect(claims).toMatchObject({
      sub: member.id,
      userId: member.id,
      email: member.email,
      displayName: member.displayName,
      role: 0,
      aud: 'velvet-admin',
    });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    const after = await sql<{ last_login: Date }>(
      'SELECT last_login FROM system_users WHERE id = $1',
      [member.id],
    );
    expect(after[0]!.last_login.getTime()).toBeGreaterThanOrEqual(before[0]!.last_login!.getTime());

    const list = await callRouteOk(t.app, admin.listSystemUsers, {
      token: reply.body.token,
      query: { pageSize: 1000 },
    });
    const listed = list.users.find((user) => user.id === member.id);
    expect(listed?.lastLogin).toBe(after[0]!.last_login.toISOString());
  });

  it('answers an unknown email, a wrong password and an inactive account alike, and audits each', async () => {
    const member = await staff(AdminRole.Admin);
    const unknown = uniqueEmail('nobody');
    const attempts = [
      { email: unknown, password: 'whatever password' },
      { email: member.email, password: 'not the password' },
    ];
    for (const attempt of attempts) {
      expect(await outcome(callRoute(t.app, admin.login, { body: attempt }))).toEqual({
        status: 401,
        body: INVALID_LOGIN,
      });
    }
    await sql('UPDATE system_users SET is_active = false WHERE id = $1', [member.id]);
    const inactive = callRoute(t.app, admin.login, {
      body: { email: member.email, password: member.password },
    });
    expect(await outcome(inactive)).toEqual({ status: 401, body: INVALID_LOGIN });
    // A token issued before the account was deactivated stops working at once.
    expect(await outcome(callRoute(t.app, admin.listCategories, { token: member.token }))).toEqual({
      status: 401,
      body: UNAUTHORIZED,
    });

    const failures = await sql<{ actor_id: string | null; actor_email: string; detail: string }>(
      "SELECT actor_id, actor_email, detail FROM admin_audit_log WHERE action = 'login.failed' AND actor_email IN ($1, $2) ORDER BY created_at",
      [unknown, member.email],
    );
    expect(failures).toEqual([
      { actor_id: null, actor_email: unknown, detail: 'unknown email' },
      { actor_id: member.id, actor_email: member.email, detail: 'wrong password' },
      { actor_id: member.id, actor_email: member.email, detail: 'inactive account' },
    ]);
    const successes = await sql<{ target: string }>(
      "SELECT target FROM admin_audit_log WHERE action = 'login' AND actor_id = $1",
      [member.id],
    );
    expect(successes).toEqual([{ target: member.id }]);
    const leaked = await sql(
      'SELECT 1 FROM admin_audit_log WHERE detail LIKE $1 OR actor_email LIKE $1 OR detail LIKE $2',
      ['%not the password%', `%${member.password}%`],
    );
    expect(leaked).toEqual([]);
  });
});

describe('who may do what', () => {
  const reads = [
    admin.listSystemUsers,
    admin.listCategories,
    admin.listResponseFormats,
    admin.listOptions,
    admin.listExperienceTypes,
  ];

  it('lets every signed-in role read everything', async () => {
    for (const role of [AdminRole.User, AdminRole.Admin, AdminRole.SuperAdmin]) {
      const token = await createStaff(t.app, t.database.db, role);
      for (const route of reads) {
        const reply = await callRoute(t.app, route, { token });
        expect(reply.status, `${route.name} as role ${role}`).toBe(200);
        expect(reply.body.pagination).toMatchObject({ page: 1, pageSize: 50 });
      }
    }
  });

  it('refuses every write to a User (role 0), and changes nothing', async () => {
    const user = await staff(AdminRole.User);
    const category = await newCategory();
    const format = await newFormat(category.id, 'Often');
    const option = await newOption(category.id);
    const type = await callRouteOk(t.app, admin.createExperienceType, {
      token: await editorToken(),
      body: { type: `Type ${uniqueEmail('t')}`, description: 'Something new' },
    });
    const token = user.token;
    const sneakyCategory = { name: 'Sneaky', type: 'yes_no_maybe' } as const;
    const sneakyFormat = { categoryId: category.id, label: 'Sneaky' };
    const sneakyOption = { categoryId: category.id, questionText: 'Sneaky' };
    const sneakyType = { type: 'Sneaky', description: 'Sneaky' };
    const writes: [string, () => Promise<RouteReply<RouteDef>>][] = [
      [
        admin.createSystemUser.name,
        () =>
          callRoute(t.app, admin.createSystemUser, {
            token,
            body: { email: uniqueEmail(), displayName: 'Sam', password: TEST_PASSWORD, role: 0 },
          }),
      ],
      [
        admin.createCategory.name,
        () => callRoute(t.app, admin.createCategory, { token, body: sneakyCategory }),
      ],
      [
        admin.updateCategory.name,
        () =>
          callRoute(t.app, admin.updateCategory, {
            token,
            params: { id: category.id },
            body: sneakyCategory,
          }),
      ],
      [
        admin.deleteCategory.name,
        () => callRoute(t.app, admin.deleteCategory, { token, params: { id: category.id } }),
      ],
      [
        admin.createResponseFormat.name,
        () => callRoute(t.app, admin.createResponseFormat, { token, body: sneakyFormat }),
      ],
      [
        admin.updateResponseFormat.name,
        () =>
          callRoute(t.app, admin.updateResponseFormat, {
            token,
            params: { id: format.id },
            body: sneakyFormat,
          }),
      ],
      [
        admin.deleteResponseFormat.name,
        () => callRoute(t.app, admin.deleteResponseFormat, { token, params: { id: format.id } }),
      ],
      [
        admin.createOption.name,
        () => callRoute(t.app, admin.createOption, { token, body: sneakyOption }),
      ],
      [
        admin.updateOption.name,
        () =>
          callRoute(t.app, admin.updateOption, {
            token,
            params: { id: option.id },
            body: sneakyOption,
          }),
      ],
      [
        admin.deleteOption.name,
        () => callRoute(t.app, admin.deleteOption, { token, params: { id: option.id } }),
      ],
      [
        admin.createExperienceType.name,
        () => callRoute(t.app, admin.createExperienceType, { token, body: sneakyType }),
      ],
      [
        admin.updateExperienceType.name,
        () =>
          callRoute(t.app, admin.updateExperienceType, {
            token,
            params: { id: type.id },
            body: sneakyType,
          }),
      ],
      [
        admin.deleteExperienceType.name,
        () => callRoute(t.app, admin.deleteExperienceType, { token, params: { id: type.id } }),
      ],
    ];
    const before = await sql('SELECT count(*)::int AS n FROM admin_audit_log WHERE actor_id = $1', [
      user.id,
    ]);
    for (const [name, write] of writes) {
      expect(await outcome(write()), name).toEqual({ status: 403, body: FORBIDDEN });
    }
    expect(await sql("SELECT 1 FROM survey_categories WHERE name = 'Sneaky'")).toEqual([]);
    const [{ active } = { active: null }] = await sql<{ active: boolean }>(
      'SELECT active FROM survey_options WHERE id = $1',
      [option.id],
    );
    expect(active).toBe(true);
    expect(
      await sql('SELECT count(*)::int AS n FROM admin_audit_log WHERE actor_id = $1', [user.id]),
    ).toEqual(before);
  });

  it('lets an Admin create Users and Admins but not SuperAdmins', async () => {
    const creator = await staff(AdminRole.Admin);
    const create = (role: AdminRole) =>
      callRoute(t.app, admin.createSystemUser, {
        token: creator.token,
        body: {
          email: uniqueEmail('made'),
          displayName: 'Made By Admin',
          password: TEST_PASSWORD,
          role,
        },
      });
    const user = await create(0);
    expect(user.status).toBe(201);
    expect(user.body).toMatchObject({
      role: 0,
      isActive: true,
      lastLogin: null,
      createdByName: creator.displayName,
    });
    expect((await create(1)).body).toMatchObject({ role: 1 });
    expect(await outcome(create(2))).toEqual({
      status: 403,
      body: { message: 'Only SuperAdmins can create other SuperAdmins' },
    });
    const supers = await sql('SELECT 1 FROM system_users WHERE created_by = $1 AND role = 2', [
      creator.id,
    ]);
    expect(supers).toEqual([]);
  });

  it('lets a SuperAdmin create a SuperAdmin, who can sign in', async () => {
    const boss = await staff(AdminRole.SuperAdmin);
    const email = uniqueEmail('new.boss');
    const created = await callRouteOk(t.app, admin.createSystemUser, {
      token: boss.token,
      body: {
        email: email.toUpperCase(),
        displayName: '  Second Boss ',
        password: NEW_TEST_PASSWORD,
        role: 2,
      },
    });
    expect(created).toMatchObject({
      email,
      displayName: 'Second Boss',
      role: 2,
      createdByName: boss.displayName,
    });
    expect((await loginStaff(t.app, email, NEW_TEST_PASSWORD)).role).toBe(2);
    const [row] = await sql<{ created_by: string; password_hash: string }>(
      'SELECT created_by, password_hash FROM system_users WHERE id = $1',
      [created.id],
    );
    expect(row?.created_by).toBe(boss.id);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account with the same email', async () => {
    const { token } = await staff(AdminRole.Admin);
    const email = uniqueEmail('twice');
    await callRouteOk(t.app, admin.createSystemUser, {
      token,
      body: { email, displayName: 'Once', password: TEST_PASSWORD },
    });
    const twice = callRoute(t.app, admin.createSystemUser, {
      token,
      body: { email: email.toUpperCase(), displayName: 'Twice', password: TEST_PASSWORD, role: 1 },
    });
    expect(await outcome(twice)).toEqual({
      status: 409,
      body: { message: 'A system user with this email already exists.' },
    });
  });

  it('refuses a player token on admin routes and a staff token on player routes', async () => {
    const player = await registerPlayer(t.app);
    const staffToken = await createStaff(t.app, t.database.db, AdminRole.SuperAdmin);
    for (const route of reads) {
      expect(await outcome(callRoute(t.app, route, { token: player.token }))).toEqual({
        status: 401,
        body: UNAUTHORIZED,
      });
      expect(await outcome(callRoute(t.app, route))).toEqual({ status: 401, body: UNAUTHORIZED });
    }
    const playerWrites = await callRoute(t.app, admin.createCategory, {
      token: player.token,
      body: { name: 'X', type: 'rating_scale' },
    });
    expect(playerWrites.status).toBe(401);
    expect((await callRoute(t.app, listNotifications, { token: staffToken })).status).toBe(401);
    const playerRecord = await callRoute(t.app, getPlayer, {
      token: staffToken,
      params: { id: player.id },
    });
    expect(playerRecord.status).toBe(401);
    expect((await callRoute(t.app, listNotifications, { token: player.token })).status).toBe(200);
  });
});

describe('validation', () => {
  it('names what is wrong with a new system user', async () => {
    const token = await editorToken();
    const attempt = (body: Record<string, unknown>) =>
      outcome(
        callRoute(t.app, admin.createSystemUser, {
          token,
          body: unchecked({
            email: uniqueEmail('v'),
            displayName: 'Valid Name',
            password: TEST_PASSWORD,
            ...body,
          }),
        }),
      );
    const short = await attempt({ displayName: ' A ' });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Display name must be at least 2 characters.');
    const weak = await attempt({ password: '12345' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('Password must be at least 8 characters.');
    const badRole = await attempt({ role: 3 });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toContain('Role must be 0 (User), 1 (Admin) or 2 (SuperAdmin).');
    const badEmail = await attempt({ email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    // Role defaults to User.
    expect((await attempt({ role: undefined })).body).toMatchObject({ role: 0 });
  });

  it('names what is wrong with reference data, and trims tags', async () => {
    const token = await editorToken();
    const badType = await outcome(
      callRoute(t.app, admin.createCategory, {
        token,
        body: unchecked({ name: 'Odd', type: 'essay' }),
      }),
    );
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain(
      'Type must be yes_no_maybe, feelings_scale, multiple_choice or rating_scale.',
    );
    const noName = await outcome(
      callRoute(t.app, admin.createCategory, {
        token,
        body: { name: '   ', type: 'rating_scale' },
      }),
    );
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('Name is required.');

    const category = await newCategory('yes_no_maybe');
    const negative = await outcome(
      callRoute(t.app, admin.createOption, {
        token,
        body: { categoryId: category.id, questionText: 'Dancing', sortOrder: -1 },
      }),
    );
    expect(negative.status).toBe(400);
    expect(negative.body.message).toContain('Sort order must be 0 or more.');

    const option = await newOption(category.id, {
      tags: ['  clothing ', '', '   ', 'outdoor', 'Outdoor'],
      description: '   ',
      sortOrder: 4,
    });
    expect(option).toMatchObject({
      categoryId: category.id,
      categoryName: category.name,
      tags: ['clothing', 'outdoor'],
      description: null,
      sortOrder: 4,
    });
    const noFormatLabel = await callRoute(t.app, admin.createResponseFormat, {
      token,
      body: { categoryId: category.id, label: '' },
    });
    expect(noFormatLabel.status).toBe(400);
    const noExperienceDescription = await outcome(
      callRoute(t.app, admin.createExperienceType, { token, body: unchecked({ type: 'Picnic' }) }),
    );
    expect(noExperienceDescription.status).toBe(400);
    expect(noExperienceDescription.body.message).toContain('Description is required.');
  });

  it('refuses text PostgreSQL cannot store, writing nothing', async () => {
    const token = await editorToken();
    const category = await newCategory('yes_no_maybe');
    const before = await sql('SELECT count(*)::int AS n FROM admin_audit_log');
    const attempts: [string, () => Promise<RouteReply<RouteDef>>][] = [
      [
        admin.createCategory.name,
        () =>
          callRoute(t.app, admin.createCategory, {
            token,
            body: { name: 'Bad\u0000name', type: 'rating_scale' },
          }),
      ],
      [
        admin.createOption.name,
        () =>
          callRoute(t.app, admin.createOption, {
            token,
            body: { categoryId: category.id, questionText: 'Q', tags: ['a\u0000'] },
          }),
      ],
      [
        admin.createResponseFormat.name,
        () =>
          callRoute(t.app, admin.createResponseFormat, {
            token,
            body: { categoryId: category.id, label: 'L\u0000' },
          }),
      ],
      [
        admin.createExperienceType.name,
        () =>
          callRoute(t.app, admin.createExperienceType, {
            token,
            body: { type: 'T', description: 'D\u0000' },
          }),
      ],
    ];
    for (const [name, attempt] of attempts) {
      expect((await attempt()).status, name).toBe(400);
    }
    expect(await sql('SELECT count(*)::int AS n FROM admin_audit_log')).toEqual(before);
  });

  it('refuses a response format or an option for a category that is missing or retired', async () => {
    const token = await editorToken();
    const retired = await newCategory();
    await callRouteOk(t.app, admin.deleteCategory, { token, params: { id: retired.id } });
    for (const categoryId of [retired.id, '00000000-0000-4000-8000-000000000000']) {
      const format = callRoute(t.app, admin.createResponseFormat, {
        token,
        body: { categoryId, label: 'Never' },
      });
      expect(await outcome(format)).toEqual({
        status: 400,
        body: { message: 'Category not found.' },
      });
      const option = callRoute(t.app, admin.createOption, {
        token,
        body: { categoryId, questionText: 'Never' },
      });
      expect(await outcome(option)).toEqual({
        status: 400,
        body: { message: 'Category not found.' },
      });
    }
  });
});

describe('reference data', () => {
  it('lists categories with their response formats and active option count', async () => {
    const token = await editorToken();
    const category = await newCategory('multiple_choice');
    await newFormat(category.id, 'Never');
    const sometimes = await newFormat(category.id, 'Sometimes');
    await newFormat(category.id, 'Often');
    await newOption(category.id);
    const gone = await newOption(category.id);
    await callRouteOk(t.app, admin.deleteResponseFormat, { token, params: { id: sometimes.id } });
    await callRouteOk(t.app, admin.deleteOption, { token, params: { id: gone.id } });

    const { categories } = await callRouteOk(t.app, admin.listCategories, {
      token,
      query: { pageSize: 1000 },
    });
    expect(categories.find((c) => c.id === category.id)).toEqual({
      id: category.id,
      name: category.name,
      type: 'multiple_choice',
      responseFormats: ['Never', 'Often'],
      optionCount: 1,
      indicatorCount: 0,
    });

    const updated = await callRouteOk(t.app, admin.updateCategory, {
      token,
      params: { id: category.id },
      body: { name: `${category.name} (renamed)`, type: 'rating_scale' },
    });
    expect(updated).toMatchObject({
      name: `${category.name} (renamed)`,
      type: 'rating_scale',
      optionCount: 1,
    });
    const sameName = callRoute(t.app, admin.createCategory, {
      token,
      body: { name: updated.name.toUpperCase(), type: 'rating_scale' },
    });
    expect(await outcome(sameName)).toEqual({
      status: 409,
      body: { message: 'A category with this name already exists.' },
    });
  });

  it('lists response formats with their category name and updates them', async () => {
    const token = await editorToken();
    const category = await newCategory();
    const other = await newCategory();
    const format = await newFormat(category.id, 'Rarely');
    expect(format).toEqual({
      id: expect.any(String),
      categoryId: category.id,
      categoryName: category.name,
      label: 'Rarely',
    });
    const moved = await callRouteOk(t.app, admin.updateResponseFormat, {
      token,
      params: { id: format.id },
      body: { categoryId: other.id, label: 'Seldom' },
    });
    expect(moved).toEqual({
      id: format.id,
      categoryId: other.id,
      categoryName: other.name,
      label: 'Seldom',
    });
    const { responseFormats } = await callRouteOk(t.app, admin.listResponseFormats, {
      token,
      query: { pageSize: 1000 },
    });
    expect(responseFormats).toContainEqual(moved);
    const sameLabel = callRoute(t.app, admin.createResponseFormat, {
      token,
      body: { categoryId: other.id, label: 'seldom' },
    });
    expect(await outcome(sameLabel)).toEqual({
      status: 409,
      body: { message: 'This category already has a response format with this label.' },
    });
  });

  it('pages: 23 options at pageSize 10 leave 3 on page 3', async () => {
    const token = await editorToken();
    const category = await newCategory('yes_no_maybe');
    for (let i = 0; i < 23; i += 1) {
      await newOption(category.id, {
        questionText: `Activity ${String(i).padStart(2, '0')}`,
        sortOrder: i,
      });
    }
    const page = (n: number) =>
      callRouteOk(t.app, admin.listOptions, {
        token,
        query: { page: n, pageSize: 10, categoryId: category.id },
      });
    const first = await page(1);
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, totalCount: 23, totalPages: 3 });
    expect(first.options.map((o) => o.questionText).slice(0, 2)).toEqual([
      'Activity 00',
      'Activity 01',
    ]);
    const third = await page(3);
    expect(third.options).toHaveLength(3);
    expect(third.pagination).toEqual({ page: 3, pageSize: 10, totalCount: 23, totalPages: 3 });
    expect((await page(4)).options).toEqual([]);
  });

  it('filters options by category', async () => {
    const token = await editorToken();
    const a = await newCategory('yes_no_maybe');
    const b = await newCategory('yes_no_maybe');
    const inA = await newOption(a.id);
    const inB = await newOption(b.id);
    const listA = await callRouteOk(t.app, admin.listOptions, {
      token,
      query: { categoryId: a.id },
    });
    expect(listA.options).toEqual([inA]);
    const all = await callRouteOk(t.app, admin.listOptions, { token, query: { pageSize: 1000 } });
    expect(all.options).toEqual(expect.arrayContaining([inA, inB]));
    const nope = await callRoute(t.app, admin.listOptions, {
      token,
      query: { categoryId: 'nope' },
    });
    expect(nope.status).toBe(400);
  });

  it('creates, updates, lists and retires experience types', async () => {
    const token = await editorToken();
    const name = `Stargazing ${uniqueEmail('x')}`;
    const created = await callRouteOk(t.app, admin.createExperienceType, {
      token,
      body: { type: name, description: 'A night under the sky', aiInstruction: '  ' },
    });
    expect(created).toEqual({
      id: expect.any(String),
      type: name,
      description: 'A night under the sky',
      aiInstruction: null,
    });
    const updated = await callRouteOk(t.app, admin.updateExperienceType, {
      token,
      params: { id: created.id },
      body: {
        type: name,
        description: 'A warm night under the sky',
        aiInstruction: 'Keep it gentle.',
      },
    });
    expect(updated).toMatchObject({
      description: 'A warm night under the sky',
      aiInstruction: 'Keep it gentle.',
    });
    const listTypes = () =>
      callRouteOk(t.app, admin.listExperienceTypes, { token, query: { pageSize: 1000 } });
    expect((await listTypes()).experienceTypes).toContainEqual(updated);
    const sameType = callRoute(t.app, admin.createExperienceType, {
      token,
      body: { type: name.toLowerCase(), description: 'Again' },
    });
    expect(await outcome(sameType)).toEqual({
      status: 409,
      body: { message: 'An experience type with this name already exists.' },
    });

    await callRouteOk(t.app, admin.deleteExperienceType, { token, params: { id: created.id } });
    const after = await listTypes();
    expect(after.experienceTypes.map((e) => e.id)).not.toContain(created.id);
    const [row] = await sql<{ active: boolean }>(
      'SELECT active FROM experience_types WHERE id = $1',
      [created.id],
    );
    expect(row?.active).toBe(false);
  });

  it('answers 404 to changes of a missing or retired record', async () => {
    const token = await editorToken();
    const missing = '00000000-0000-4000-8000-000000000000';
    const category = await newCategory();
    const format = await newFormat(category.id, 'Gone');
    const option = await newOption(category.id);
    const type = await callRouteOk(t.app, admin.createExperienceType, {
      token,
      body: { type: `T ${uniqueEmail('t')}`, description: 'D' },
    });
    await callRouteOk(t.app, admin.deleteResponseFormat, { token, params: { id: format.id } });
    await callRouteOk(t.app, admin.deleteOption, { token, params: { id: option.id } });
    await callRouteOk(t.app, admin.deleteExperienceType, { token, params: { id: type.id } });
    const live = await newCategory();
    /** Each kind of record: its update and delete, called on an id, and the refusal's message. */
    const cases: {
      update: (id: string) => Promise<RouteReply<RouteDef>>;
      remove: (id: string) => Promise<RouteReply<RouteDef>>;
      retiredId?: string;
      message: string;
    }[] = [
      {
        update: (id) =>
          callRoute(t.app, admin.updateCategory, {
            token,
            params: { id },
            body: { name: 'Nope', type: 'rating_scale' },
          }),
        remove: (id) => callRoute(t.app, admin.deleteCategory, { token, params: { id } }),
        message: 'Category not found.',
      },
      {
        update: (id) =>
          callRoute(t.app, admin.updateResponseFormat, {
            token,
            params: { id },
            body: { categoryId: live.id, label: 'Nope' },
          }),
        remove: (id) => callRoute(t.app, admin.deleteResponseFormat, { token, params: { id } }),
        retiredId: format.id,
        message: 'Response format not found.',
      },
      {
        update: (id) =>
          callRoute(t.app, admin.updateOption, {
            token,
            params: { id },
            body: { categoryId: live.id, questionText: 'Nope' },
          }),
        remove: (id) => callRoute(t.app, admin.deleteOption, { token, params: { id } }),
        retiredId: option.id,
        message: 'Option not found.',
      },
      {
        update: (id) =>
          callRoute(t.app, admin.updateExperienceType, {
            token,
            params: { id },
            body: { type: 'Nope', description: 'Nope' },
          }),
        remove: (id) => callRoute(t.app, admin.deleteExperienceType, { token, params: { id } }),
        retiredId: type.id,
        message: 'Experience type not found.',
      },
    ];
    for (const { update, remove, retiredId, message } of cases) {
      for (const id of [missing, retiredId].filter((id) => id !== undefined)) {
        expect(await outcome(update(id)), `update: ${message}`).toEqual({
          status: 404,
          body: { message },
        });
        expect(await outcome(remove(id)), `delete: ${message}`).toEqual({
          status: 404,
          body: { message },
        });
      }
    }
    await callRouteOk(t.app, admin.deleteCategory, { token, params: { id: category.id } });
    const again = await callRoute(t.app, admin.deleteCategory, {
      token,
      params: { id: category.id },
    });
    expect(again.status).toBe(404);
  });
});

describe("retiring reference data keeps players' answers", () => {
  it('retires an answered option: the answer stays, the option leaves the list', async () => {
    const token = await editorToken();
    const player = await registerPlayer(t.app);
    const category = await newCategory('yes_no_maybe');
    const option = await newOption(category.id);
    const answer = storedAnswer(player.id, option.id, 'self', 'Yes');
    await sql(
      "INSERT INTO activity_answers (player_id, activity_id, perspective, preference) VALUES ($1, $2, 'self', $3)",
      [player.id, option.id, answer.preference],
    );
    const deleted = await callRouteOk(t.app, admin.deleteOption, {
      token,
      params: { id: option.id },
    });
    expect(deleted.message).toMatch(/answers are kept/);
    expect(
      await sql('SELECT preference FROM activity_answers WHERE activity_id = $1', [option.id]),
    ).toEqual([{ preference: answer.preference }]);
    expect(await sql('SELECT active FROM survey_options WHERE id = $1', [option.id])).toEqual([
      { active: false },
    ]);
    const list = await callRouteOk(t.app, admin.listOptions, {
      token,
      query: { categoryId: category.id },
    });
    expect(list.options).toEqual([]);
  });

  it('retires an answered response format and a whole category, keeping every answer', async () => {
    const token = await editorToken();
    const player = await registerPlayer(t.app);
    const category = await newCategory('multiple_choice');
    const format = await newFormat(category.id, 'Weekly');
    const kept = await newFormat(category.id, 'Monthly');
    const question = await newOption(category.id);
    await sql(
      'INSERT INTO question_answers (player_id, question_id, response_format_id) VALUES ($1, $2, $3)',
      [player.id, question.id, storedQuestionAnswer(player.id, question.id, format.id)],
    );
    const formatIds = async () =>
      (
        await callRouteOk(t.app, admin.listResponseFormats, { token, query: { pageSize: 1000 } })
      ).responseFormats.map((f) => f.id);
    await callRouteOk(t.app, admin.deleteResponseFormat, { token, params: { id: format.id } });
    const ids = await formatIds();
    expect(ids).not.toContain(format.id);
    expect(ids).toContain(kept.id);

    await callRouteOk(t.app, admin.deleteCategory, { token, params: { id: category.id } });
    const categories = await callRouteOk(t.app, admin.listCategories, {
      token,
      query: { pageSize: 1000 },
    });
    expect(categories.categories.map((c) => c.id)).not.toContain(category.id);
    // Its options and formats leave with it; their own flags are untouched.
    const options = await callRouteOk(t.app, admin.listOptions, {
      token,
      query: { categoryId: category.id },
    });
    expect(options.options).toEqual([]);
    expect(await formatIds()).not.toContain(kept.id);
    expect(await sql('SELECT active FROM survey_options WHERE id = $1', [question.id])).toEqual([
      { active: true },
    ]);
    expect(await sql('SELECT active FROM response_formats WHERE id = $1', [kept.id])).toEqual([
      { active: true },
    ]);
    const stored = await sql<{ playerId: string; questionId: string; responseFormatId: string }>(
      `SELECT player_id AS "playerId", question_id AS "questionId",
              response_format_id AS "responseFormatId"
       FROM question_answers WHERE player_id = $1`,
      [player.id],
    );
    expect(openedQuestionAnswers(stored).map((row) => row.responseFormatId)).toEqual([format.id]);
  });

  it('keeps an answered option or format in its category', async () => {
    const token = await editorToken();
    const player = await registerPlayer(t.app);
    const from = await newCategory('multiple_choice');
    const to = await newCategory('multiple_choice');
    const format = await newFormat(from.id, 'Daily');
    const answered = await newOption(from.id);
    const fresh = await newOption(from.id);
    await sql(
      'INSERT INTO question_answers (player_id, question_id, response_format_id) VALUES ($1, $2, $3)',
      [player.id, answered.id, storedQuestionAnswer(player.id, answered.id, format.id)],
    );
    const moveOption = await callRoute(t.app, admin.updateOption, {
      token,
      params: { id: answered.id },
      body: { categoryId: to.id, questionText: answered.questionText },
    });
    expect(moveOption.status).toBe(409);
    expect(moveOption.response.json().message).toMatch(/answered this option/);
    const moveFormat = await callRoute(t.app, admin.updateResponseFormat, {
      token,
      params: { id: format.id },
      body: { categoryId: to.id, label: 'Daily' },
    });
    expect(moveFormat.status).toBe(409);
    // Rewording in place is fine, and an unanswered option may move.
    await callRouteOk(t.app, admin.updateOption, {
      token,
      params: { id: answered.id },
      body: { categoryId: from.id, questionText: 'Reworded', tags: ['a'] },
    });
    const movedFresh = await callRouteOk(t.app, admin.updateOption, {
      token,
      params: { id: fresh.id },
      body: { categoryId: to.id, questionText: fresh.questionText },
    });
    expect(movedFresh).toMatchObject({ categoryId: to.id, categoryName: to.name });
  });
});

describe('the audit log', () => {
  it('records every change with who made it', async () => {
    const actor = await staff(AdminRole.Admin);
    const token = actor.token;
    const category = await callRouteOk(t.app, admin.createCategory, {
      token,
      body: { name: `Audited ${uniqueEmail('a')}`, type: 'yes_no_maybe' },
    });
    await callRouteOk(t.app, admin.updateCategory, {
      token,
      params: { id: category.id },
      body: { name: `${category.name}!`, type: 'yes_no_maybe' },
    });
    const format = await callRouteOk(t.app, admin.createResponseFormat, {
      token,
      body: { categoryId: category.id, label: 'Yes' },
    });
    await callRouteOk(t.app, admin.updateResponseFormat, {
      token,
      params: { id: format.id },
      body: { categoryId: category.id, label: 'Yes!' },
    });
    await callRouteOk(t.app, admin.deleteResponseFormat, { token, params: { id: format.id } });
    const option = await callRouteOk(t.app, admin.createOption, {
      token,
      body: { categoryId: category.id, questionText: 'Audited option' },
    });
    await callRouteOk(t.app, admin.updateOption, {
      token,
      params: { id: option.id },
      body: { categoryId: category.id, questionText: 'Audited option 2' },
    });
    await callRouteOk(t.app, admin.deleteOption, { token, params: { id: option.id } });
    const type = await callRouteOk(t.app, admin.createExperienceType, {
      token,
      body: { type: `Audited ${uniqueEmail('e')}`, description: 'D' },
    });
    await callRouteOk(t.app, admin.updateExperienceType, {
      token,
      params: { id: type.id },
      body: { type: type.type, description: 'E' },
    });
    await callRouteOk(t.app, admin.deleteExperienceType, { token, params: { id: type.id } });
    await callRouteOk(t.app, admin.deleteCategory, { token, params: { id: category.id } });
    const user = await callRouteOk(t.app, admin.createSystemUser, {
      token,
      body: { email: uniqueEmail('au'), displayName: 'Audited', password: TEST_PASSWORD },
    });
    // A refused change leaves no entry.
    await callRoute(t.app, admin.updateCategory, {
      token,
      params: { id: category.id },
      body: { name: 'Nope', type: 'yes_no_maybe' },
    });

    const rows = await auditOf(actor.id);
    expect(rows.every((row) => row.actor_email === actor.email)).toBe(true);
    expect(rows.map((row) => [row.action, row.target])).toEqual([
      ['login', actor.id],
      ['category.create', category.id],
      ['category.update', category.id],
      ['responseFormat.create', format.id],
      ['responseFormat.update', format.id],
      ['responseFormat.delete', format.id],
      ['option.create', option.id],
      ['option.update', option.id],
      ['option.delete', option.id],
      ['experienceType.create', type.id],
      ['experienceType.update', type.id],
      ['experienceType.delete', type.id],
      ['category.delete', category.id],
      ['systemuser.create', user.id],
    ]);
    expect(rows.find((row) => row.action === 'option.update')?.detail).toContain(
      'Audited option 2',
    );
    expect(rows.find((row) => row.action === 'systemuser.create')?.detail).toContain('as User');
  });
});

describe('system users list', () => {
  it('pages newest first with the creator’s name', async () => {
    const { token, displayName } = await staff(AdminRole.Admin);
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await callRouteOk(t.app, admin.createSystemUser, {
        token,
        body: {
          email: uniqueEmail(`listed${i}`),
          displayName: `Listed ${i}`,
          password: TEST_PASSWORD,
        },
      });
      made.push(user.id);
    }
    const page = (n: number) =>
      callRouteOk(t.app, admin.listSystemUsers, { token, query: { page: n, pageSize: 2 } });
    const first = await page(1);
    expect(first.users.map((u) => u.id)).toEqual([made[2], made[1]]);
    expect(first.users[0]).toMatchObject({
      displayName: 'Listed 2',
      createdByName: displayName,
      isActive: true,
      lastLogin: null,
    });
    const [{ n } = { n: 0 }] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM system_users',
    );
    expect(first.pagination).toEqual({
      page: 1,
      pageSize: 2,
      totalCount: n,
      totalPages: Math.ceil(n / 2),
    });
    const second = await page(2);
    expect(second.users[0]?.id).toBe(made[0]);
    expect(JSON.stringify(first)).not.toMatch(/password/i);
  });
});

describe('what staff change reaches the survey at once', () => {
  it('tells a served route from one that is not (the skip condition below)', () => {
    const { method, path } = admin.listCategories;
    expect(t.app.hasRoute({ method, url: path })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/api/admin/no-such-route' })).toBe(false);
  });

  it.skipIf(!hasSurveyStructure)(
    'a new category, its response formats and an option show in GET /api/survey/structure; a retired option leaves it',
    async () => {
      const token = await editorToken();
      const category = await newCategory('multiple_choice');
      await newFormat(category.id, 'Not at all');
      await newFormat(category.id, 'Very much');
      const option = await newOption(category.id, {
        questionText: 'How much do you enjoy surprises?',
      });
      const activities = await newCategory('yes_no_maybe');
      const activity = await newOption(activities.id, { questionText: 'Slow dancing' });

      const structure = await callRouteOk(t.app, getStructure);
      const question = structure.questions.find((q) => q.id === option.id);
      expect(question).toMatchObject({ text: 'How much do you enjoy surprises?' });
      expect(question?.options.map((o) => o.text)).toEqual(
        expect.arrayContaining(['Not at all', 'Very much']),
      );
      const group = structure.categories.find((c) => c.id === activities.id);
      expect(group?.activities.map((a) => a.id)).toContain(activity.id);

      await callRouteOk(t.app, admin.deleteOption, { token, params: { id: option.id } });
      await callRouteOk(t.app, admin.deleteCategory, { token, params: { id: activities.id } });
      const after = await callRouteOk(t.app, getStructure);
      expect(after.questions.map((q) => q.id)).not.toContain(option.id);
      expect(after.categories.map((c) => c.id)).not.toContain(activities.id);
    },
  );
});
