import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AdminRole } from '@shared/api/define';
import { bootstrapSuperAdmin } from '../../src/server/modules/admin/bootstrap';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { bearer, registerPlayer, uniqueEmail } from '../support/server/players';
import {
  createStaff,
  createStaffAccount,
  loginStaff,
  type StaffSession,
} from '../support/server/admin';

// One app for the file, built before the tests are collected so a test can depend on which
// routes it serves (the survey structure arrives with the survey module).
const t: TestApp = await createTestApp();
afterAll(async () => t.close());
const hasSurveyStructure = t.app.hasRoute({ method: 'GET', url: '/api/survey/structure' });

const INVALID_LOGIN = { message: 'Invalid email or password.' };
const UNAUTHORIZED = { message: 'Unauthorized - please login again' };
const FORBIDDEN = { message: 'Forbidden - admin access required' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(
  token: string | null,
  method: Method,
  url: string,
  payload?: unknown,
  app: FastifyInstance = t.app,
) {
  const response = await app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Calls that must answer `status`, returning the body. */
async function ok(
  token: string,
  method: Method,
  url: string,
  payload?: unknown,
  status = method === 'POST' ? 201 : 200,
) {
  const response = await call(token, method, url, payload);
  expect(response.status, `${method} ${url}: ${JSON.stringify(response.body)}`).toBe(status);
  return response.body;
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
  type = 'multiple_choice',
  name = `Category ${uniqueEmail('c')}`,
): Promise<{ id: string; name: string }> {
  return ok(await editorToken(), 'POST', '/api/admin/categories', { name, type });
}

async function newOption(categoryId: string, extra: Record<string, unknown> = {}) {
  return ok(await editorToken(), 'POST', '/api/admin/categories/options', {
    categoryId,
    questionText: `Question ${uniqueEmail('q')}`,
    ...extra,
  });
}

async function newFormat(categoryId: string, label: string) {
  return ok(await editorToken(), 'POST', '/api/admin/response-formats', { categoryId, label });
}

describe('the first SuperAdmin', () => {
  it('is never created without ADMIN_EMAIL and ADMIN_PASSWORD: no default account', async () => {
    const bare = await createTestApp();
    try {
      const { rows } = await bare.database.pool.query(
        'SELECT count(*)::int AS n FROM system_users',
      );
      expect(rows[0].n).toBe(0);
      const attempt = await call(
        null,
        'POST',
        '/api/admin/login',
        {
          email: 'admin@velvet.local',
          password: 'admin123',
        },
        bare.app,
      );
      expect(attempt).toEqual({ status: 401, body: INVALID_LOGIN });

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

    const response = await call(null, 'POST', '/api/admin/login', {
      email: member.email.toUpperCase(),
      password: member.password,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      token: expect.any(String),
      id: member.id,
      email: member.email,
      displayName: member.displayName,
      role: 0,
    });
    const claims = claimsOf(response.body.token);
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

    const list = await ok(response.body.token, 'GET', '/api/admin/systemusers?pageSize=1000');
    const listed = list.users.find((user: { id: string }) => user.id === member.id);
    expect(listed.lastLogin).toBe(after[0]!.last_login.toISOString());
  });

  it('answers an unknown email, a wrong password and an inactive account alike, and audits each', async () => {
    const member = await staff(AdminRole.Admin);
    const unknown = uniqueEmail('nobody');
    const attempts = [
      { email: unknown, password: 'whatever password' },
      { email: member.email, password: 'not the password' },
    ];
    for (const attempt of attempts) {
      expect(await call(null, 'POST', '/api/admin/login', attempt)).toEqual({
        status: 401,
        body: INVALID_LOGIN,
      });
    }
    await sql('UPDATE system_users SET is_active = false WHERE id = $1', [member.id]);
    expect(
      await call(null, 'POST', '/api/admin/login', {
        email: member.email,
        password: member.password,
      }),
    ).toEqual({ status: 401, body: INVALID_LOGIN });
    // A token issued before the account was deactivated stops working at once.
    expect(await call(member.token, 'GET', '/api/admin/categories')).toEqual({
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
    '/api/admin/systemusers',
    '/api/admin/categories',
    '/api/admin/response-formats',
    '/api/admin/options',
    '/api/admin/experience-types',
  ];

  it('lets every signed-in role read everything', async () => {
    for (const role of [AdminRole.User, AdminRole.Admin, AdminRole.SuperAdmin]) {
      const token = await createStaff(t.app, t.database.db, role);
      for (const url of reads) {
        const response = await call(token, 'GET', url);
        expect(response.status, `${url} as role ${role}`).toBe(200);
        expect(response.body.pagination).toMatchObject({ page: 1, pageSize: 50 });
      }
    }
  });

  it('refuses every write to a User (role 0), and changes nothing', async () => {
    const user = await staff(AdminRole.User);
    const category = await newCategory();
    const format = await newFormat(category.id, 'Often');
    const option = await newOption(category.id);
    const type = await ok(await editorToken(), 'POST', '/api/admin/experience-types', {
      type: `Type ${uniqueEmail('t')}`,
      description: 'Something new',
    });
    const writes: [Method, string, unknown][] = [
      [
        'POST',
        '/api/admin/create',
        { email: uniqueEmail(), displayName: 'Sam', password: 'secret1', role: 0 },
      ],
      ['POST', '/api/admin/categories', { name: 'Sneaky', type: 'yes_no_maybe' }],
      ['PUT', `/api/admin/categories/${category.id}`, { name: 'Sneaky', type: 'yes_no_maybe' }],
      ['DELETE', `/api/admin/categories/${category.id}`, undefined],
      ['POST', '/api/admin/response-formats', { categoryId: category.id, label: 'Sneaky' }],
      [
        'PUT',
        `/api/admin/response-formats/${format.id}`,
        { categoryId: category.id, label: 'Sneaky' },
      ],
      ['DELETE', `/api/admin/response-formats/${format.id}`, undefined],
      [
        'POST',
        '/api/admin/categories/options',
        { categoryId: category.id, questionText: 'Sneaky' },
      ],
      [
        'PUT',
        `/api/admin/categories/options/${option.id}`,
        { categoryId: category.id, questionText: 'Sneaky' },
      ],
      ['DELETE', `/api/admin/categories/options/${option.id}`, undefined],
      ['POST', '/api/admin/experience-types', { type: 'Sneaky', description: 'Sneaky' }],
      ['PUT', `/api/admin/experience-types/${type.id}`, { type: 'Sneaky', description: 'Sneaky' }],
      ['DELETE', `/api/admin/experience-types/${type.id}`, undefined],
    ];
    const before = await sql('SELECT count(*)::int AS n FROM admin_audit_log WHERE actor_id = $1', [
      user.id,
    ]);
    for (const [method, url, payload] of writes) {
      expect(await call(user.token, method, url, payload), `${method} ${url}`).toEqual({
        status: 403,
        body: FORBIDDEN,
      });
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
    const admin = await staff(AdminRole.Admin);
    const create = (role: number) =>
      call(admin.token, 'POST', '/api/admin/create', {
        email: uniqueEmail('made'),
        displayName: 'Made By Admin',
        password: 'secret1',
        role,
      });
    const user = await create(0);
    expect(user.status).toBe(201);
    expect(user.body).toMatchObject({
      role: 0,
      isActive: true,
      lastLogin: null,
      createdByName: admin.displayName,
    });
    expect((await create(1)).body).toMatchObject({ role: 1 });
    expect(await create(2)).toEqual({
      status: 403,
      body: { message: 'Only SuperAdmins can create other SuperAdmins' },
    });
    const supers = await sql('SELECT 1 FROM system_users WHERE created_by = $1 AND role = 2', [
      admin.id,
    ]);
    expect(supers).toEqual([]);
  });

  it('lets a SuperAdmin create a SuperAdmin, who can sign in', async () => {
    const boss = await staff(AdminRole.SuperAdmin);
    const email = uniqueEmail('new.boss');
    const created = await ok(boss.token, 'POST', '/api/admin/create', {
      email: email.toUpperCase(),
      displayName: '  Second Boss ',
      password: 'sixsix',
      role: 2,
    });
    expect(created).toMatchObject({
      email,
      displayName: 'Second Boss',
      role: 2,
      createdByName: boss.displayName,
    });
    expect((await loginStaff(t.app, email, 'sixsix')).role).toBe(2);
    const [row] = await sql<{ created_by: string; password_hash: string }>(
      'SELECT created_by, password_hash FROM system_users WHERE id = $1',
      [created.id],
    );
    expect(row?.created_by).toBe(boss.id);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account with the same email', async () => {
    const admin = await staff(AdminRole.Admin);
    const email = uniqueEmail('twice');
    await ok(admin.token, 'POST', '/api/admin/create', {
      email,
      displayName: 'Once',
      password: 'secret1',
    });
    expect(
      await call(admin.token, 'POST', '/api/admin/create', {
        email: email.toUpperCase(),
        displayName: 'Twice',
        password: 'secret1',
        role: 1,
      }),
    ).toEqual({ status: 409, body: { message: 'A system user with this email already exists.' } });
  });

  it('refuses a player token on admin routes and a staff token on player routes', async () => {
    const player = await registerPlayer(t.app);
    const staffToken = await createStaff(t.app, t.database.db, AdminRole.SuperAdmin);
    for (const url of reads) {
      expect(await call(player.token, 'GET', url)).toEqual({ status: 401, body: UNAUTHORIZED });
      expect(await call(null, 'GET', url)).toEqual({ status: 401, body: UNAUTHORIZED });
    }
    expect(
      (
        await call(player.token, 'POST', '/api/admin/categories', {
          name: 'X',
          type: 'rating_scale',
        })
      ).status,
    ).toBe(401);
    expect((await call(staffToken, 'GET', '/api/notifications')).status).toBe(401);
    expect((await call(staffToken, 'GET', `/api/players/${player.id}`)).status).toBe(401);
    expect((await call(player.token, 'GET', '/api/notifications')).status).toBe(200);
  });
});

describe('validation', () => {
  it('names what is wrong with a new system user', async () => {
    const token = await editorToken();
    const attempt = (body: Record<string, unknown>) =>
      call(token, 'POST', '/api/admin/create', {
        email: uniqueEmail('v'),
        displayName: 'Valid Name',
        password: 'secret1',
        ...body,
      });
    const short = await attempt({ displayName: ' A ' });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Display name must be at least 2 characters.');
    const weak = await attempt({ password: '12345' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('Password must be at least 6 characters.');
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
    const badType = await call(token, 'POST', '/api/admin/categories', {
      name: 'Odd',
      type: 'essay',
    });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain(
      'Type must be yes_no_maybe, feelings_scale, multiple_choice or rating_scale.',
    );
    const noName = await call(token, 'POST', '/api/admin/categories', {
      name: '   ',
      type: 'rating_scale',
    });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('Name is required.');

    const category = await newCategory('yes_no_maybe');
    const negative = await call(token, 'POST', '/api/admin/categories/options', {
      categoryId: category.id,
      questionText: 'Dancing',
      sortOrder: -1,
    });
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
    const noFormatLabel = await call(token, 'POST', '/api/admin/response-formats', {
      categoryId: category.id,
      label: '',
    });
    expect(noFormatLabel.status).toBe(400);
    const noExperienceDescription = await call(token, 'POST', '/api/admin/experience-types', {
      type: 'Picnic',
    });
    expect(noExperienceDescription.status).toBe(400);
    expect(noExperienceDescription.body.message).toContain('Description is required.');
  });

  it('refuses text PostgreSQL cannot store, writing nothing', async () => {
    const token = await editorToken();
    const category = await newCategory('yes_no_maybe');
    const before = await sql('SELECT count(*)::int AS n FROM admin_audit_log');
    const attempts: [string, unknown][] = [
      ['/api/admin/categories', { name: 'Bad\u0000name', type: 'rating_scale' }],
      [
        '/api/admin/categories/options',
        { categoryId: category.id, questionText: 'Q', tags: ['a\u0000'] },
      ],
      ['/api/admin/response-formats', { categoryId: category.id, label: 'L\u0000' }],
      ['/api/admin/experience-types', { type: 'T', description: 'D\u0000' }],
    ];
    for (const [url, payload] of attempts) {
      const response = await call(token, 'POST', url, payload);
      expect(response.status, url).toBe(400);
    }
    expect(await sql('SELECT count(*)::int AS n FROM admin_audit_log')).toEqual(before);
  });

  it('refuses a response format or an option for a category that is missing or retired', async () => {
    const token = await editorToken();
    const retired = await newCategory();
    await ok(token, 'DELETE', `/api/admin/categories/${retired.id}`);
    for (const categoryId of [retired.id, '00000000-0000-4000-8000-000000000000']) {
      expect(
        await call(token, 'POST', '/api/admin/response-formats', { categoryId, label: 'Never' }),
      ).toEqual({ status: 400, body: { message: 'Category not found.' } });
      expect(
        await call(token, 'POST', '/api/admin/categories/options', {
          categoryId,
          questionText: 'Never',
        }),
      ).toEqual({ status: 400, body: { message: 'Category not found.' } });
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
    await ok(token, 'DELETE', `/api/admin/response-formats/${sometimes.id}`);
    await ok(token, 'DELETE', `/api/admin/categories/options/${gone.id}`);

    const { categories } = await ok(token, 'GET', '/api/admin/categories?pageSize=1000');
    expect(categories.find((c: { id: string }) => c.id === category.id)).toEqual({
      id: category.id,
      name: category.name,
      type: 'multiple_choice',
      responseFormats: ['Never', 'Often'],
      optionCount: 1,
      indicatorCount: 0,
    });

    const updated = await ok(token, 'PUT', `/api/admin/categories/${category.id}`, {
      name: `${category.name} (renamed)`,
      type: 'rating_scale',
    });
    expect(updated).toMatchObject({
      name: `${category.name} (renamed)`,
      type: 'rating_scale',
      optionCount: 1,
    });
    expect(
      await call(token, 'POST', '/api/admin/categories', {
        name: updated.name.toUpperCase(),
        type: 'rating_scale',
      }),
    ).toEqual({ status: 409, body: { message: 'A category with this name already exists.' } });
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
    const moved = await ok(token, 'PUT', `/api/admin/response-formats/${format.id}`, {
      categoryId: other.id,
      label: 'Seldom',
    });
    expect(moved).toEqual({
      id: format.id,
      categoryId: other.id,
      categoryName: other.name,
      label: 'Seldom',
    });
    const { responseFormats } = await ok(token, 'GET', '/api/admin/response-formats?pageSize=1000');
    expect(responseFormats).toContainEqual(moved);
    expect(
      await call(token, 'POST', '/api/admin/response-formats', {
        categoryId: other.id,
        label: 'seldom',
      }),
    ).toEqual({
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
      ok(token, 'GET', `/api/admin/options?page=${n}&pageSize=10&categoryId=${category.id}`);
    const first = await page(1);
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, totalCount: 23, totalPages: 3 });
    expect(first.options.map((o: { questionText: string }) => o.questionText).slice(0, 2)).toEqual([
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
    const listA = await ok(token, 'GET', `/api/admin/options?categoryId=${a.id}`);
    expect(listA.options).toEqual([inA]);
    const all = await ok(token, 'GET', '/api/admin/options?pageSize=1000');
    expect(all.options).toEqual(expect.arrayContaining([inA, inB]));
    expect((await call(token, 'GET', '/api/admin/options?categoryId=nope')).status).toBe(400);
  });

  it('creates, updates, lists and retires experience types', async () => {
    const token = await editorToken();
    const name = `Stargazing ${uniqueEmail('x')}`;
    const created = await ok(token, 'POST', '/api/admin/experience-types', {
      type: name,
      description: 'A night under the sky',
      aiInstruction: '  ',
    });
    expect(created).toEqual({
      id: expect.any(String),
      type: name,
      description: 'A night under the sky',
      aiInstruction: null,
    });
    const updated = await ok(token, 'PUT', `/api/admin/experience-types/${created.id}`, {
      type: name,
      description: 'A warm night under the sky',
      aiInstruction: 'Keep it gentle.',
    });
    expect(updated).toMatchObject({
      description: 'A warm night under the sky',
      aiInstruction: 'Keep it gentle.',
    });
    const listed = await ok(token, 'GET', '/api/admin/experience-types?pageSize=1000');
    expect(listed.experienceTypes).toContainEqual(updated);
    expect(
      await call(token, 'POST', '/api/admin/experience-types', {
        type: name.toLowerCase(),
        description: 'Again',
      }),
    ).toEqual({
      status: 409,
      body: { message: 'An experience type with this name already exists.' },
    });

    await ok(token, 'DELETE', `/api/admin/experience-types/${created.id}`);
    const after = await ok(token, 'GET', '/api/admin/experience-types?pageSize=1000');
    expect(after.experienceTypes.map((e: { id: string }) => e.id)).not.toContain(created.id);
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
    const type = await ok(token, 'POST', '/api/admin/experience-types', {
      type: `T ${uniqueEmail('t')}`,
      description: 'D',
    });
    await ok(token, 'DELETE', `/api/admin/response-formats/${format.id}`);
    await ok(token, 'DELETE', `/api/admin/categories/options/${option.id}`);
    await ok(token, 'DELETE', `/api/admin/experience-types/${type.id}`);
    const live = await newCategory();
    const cases: [string, unknown, string][] = [
      ['categories', { name: 'Nope', type: 'rating_scale' }, 'Category not found.'],
      ['response-formats', { categoryId: live.id, label: 'Nope' }, 'Response format not found.'],
      ['categories/options', { categoryId: live.id, questionText: 'Nope' }, 'Option not found.'],
      ['experience-types', { type: 'Nope', description: 'Nope' }, 'Experience type not found.'],
    ];
    const retiredIds: Record<string, string> = {
      'response-formats': format.id,
      'categories/options': option.id,
      'experience-types': type.id,
    };
    for (const [path, payload, message] of cases) {
      for (const id of [missing, retiredIds[path]].filter(Boolean)) {
        expect(
          await call(token, 'PUT', `/api/admin/${path}/${id}`, payload),
          `PUT ${path}`,
        ).toEqual({
          status: 404,
          body: { message },
        });
        expect(await call(token, 'DELETE', `/api/admin/${path}/${id}`), `DELETE ${path}`).toEqual({
          status: 404,
          body: { message },
        });
      }
    }
    await ok(token, 'DELETE', `/api/admin/categories/${category.id}`);
    expect((await call(token, 'DELETE', `/api/admin/categories/${category.id}`)).status).toBe(404);
  });
});

describe("retiring reference data keeps players' answers", () => {
  it('retires an answered option: the answer stays, the option leaves the list', async () => {
    const token = await editorToken();
    const player = await registerPlayer(t.app);
    const category = await newCategory('yes_no_maybe');
    const option = await newOption(category.id);
    await sql(
      "INSERT INTO activity_answers (player_id, activity_id, perspective, preference) VALUES ($1, $2, 'self', 'Yes')",
      [player.id, option.id],
    );
    const deleted = await ok(token, 'DELETE', `/api/admin/categories/options/${option.id}`);
    expect(deleted.message).toMatch(/answers are kept/);
    expect(
      await sql('SELECT preference FROM activity_answers WHERE activity_id = $1', [option.id]),
    ).toEqual([{ preference: 'Yes' }]);
    expect(await sql('SELECT active FROM survey_options WHERE id = $1', [option.id])).toEqual([
      { active: false },
    ]);
    const list = await ok(token, 'GET', `/api/admin/options?categoryId=${category.id}`);
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
      [player.id, question.id, format.id],
    );
    await ok(token, 'DELETE', `/api/admin/response-formats/${format.id}`);
    const formats = await ok(token, 'GET', '/api/admin/response-formats?pageSize=1000');
    const ids = formats.responseFormats.map((f: { id: string }) => f.id);
    expect(ids).not.toContain(format.id);
    expect(ids).toContain(kept.id);

    await ok(token, 'DELETE', `/api/admin/categories/${category.id}`);
    const categories = await ok(token, 'GET', '/api/admin/categories?pageSize=1000');
    expect(categories.categories.map((c: { id: string }) => c.id)).not.toContain(category.id);
    // Its options and formats leave with it; their own flags are untouched.
    expect(
      (await ok(token, 'GET', `/api/admin/options?categoryId=${category.id}`)).options,
    ).toEqual([]);
    const formatsAfter = await ok(token, 'GET', '/api/admin/response-formats?pageSize=1000');
    expect(formatsAfter.responseFormats.map((f: { id: string }) => f.id)).not.toContain(kept.id);
    expect(await sql('SELECT active FROM survey_options WHERE id = $1', [question.id])).toEqual([
      { active: true },
    ]);
    expect(await sql('SELECT active FROM response_formats WHERE id = $1', [kept.id])).toEqual([
      { active: true },
    ]);
    expect(
      await sql('SELECT response_format_id FROM question_answers WHERE player_id = $1', [
        player.id,
      ]),
    ).toEqual([{ response_format_id: format.id }]);
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
      [player.id, answered.id, format.id],
    );
    const moveOption = await call(token, 'PUT', `/api/admin/categories/options/${answered.id}`, {
      categoryId: to.id,
      questionText: answered.questionText,
    });
    expect(moveOption.status).toBe(409);
    expect(moveOption.body.message).toMatch(/answered this option/);
    const moveFormat = await call(token, 'PUT', `/api/admin/response-formats/${format.id}`, {
      categoryId: to.id,
      label: 'Daily',
    });
    expect(moveFormat.status).toBe(409);
    // Rewording in place is fine, and an unanswered option may move.
    await ok(token, 'PUT', `/api/admin/categories/options/${answered.id}`, {
      categoryId: from.id,
      questionText: 'Reworded',
      tags: ['a'],
    });
    const movedFresh = await ok(token, 'PUT', `/api/admin/categories/options/${fresh.id}`, {
      categoryId: to.id,
      questionText: fresh.questionText,
    });
    expect(movedFresh).toMatchObject({ categoryId: to.id, categoryName: to.name });
  });
});

describe('the audit log', () => {
  it('records every change with who made it', async () => {
    const admin = await staff(AdminRole.Admin);
    const token = admin.token;
    const category = await ok(token, 'POST', '/api/admin/categories', {
      name: `Audited ${uniqueEmail('a')}`,
      type: 'yes_no_maybe',
    });
    await ok(token, 'PUT', `/api/admin/categories/${category.id}`, {
      name: `${category.name}!`,
      type: 'yes_no_maybe',
    });
    const format = await ok(token, 'POST', '/api/admin/response-formats', {
      categoryId: category.id,
      label: 'Yes',
    });
    await ok(token, 'PUT', `/api/admin/response-formats/${format.id}`, {
      categoryId: category.id,
      label: 'Yes!',
    });
    await ok(token, 'DELETE', `/api/admin/response-formats/${format.id}`);
    const option = await ok(token, 'POST', '/api/admin/categories/options', {
      categoryId: category.id,
      questionText: 'Audited option',
    });
    await ok(token, 'PUT', `/api/admin/categories/options/${option.id}`, {
      categoryId: category.id,
      questionText: 'Audited option 2',
    });
    await ok(token, 'DELETE', `/api/admin/categories/options/${option.id}`);
    const type = await ok(token, 'POST', '/api/admin/experience-types', {
      type: `Audited ${uniqueEmail('e')}`,
      description: 'D',
    });
    await ok(token, 'PUT', `/api/admin/experience-types/${type.id}`, {
      type: type.type,
      description: 'E',
    });
    await ok(token, 'DELETE', `/api/admin/experience-types/${type.id}`);
    await ok(token, 'DELETE', `/api/admin/categories/${category.id}`);
    const user = await ok(token, 'POST', '/api/admin/create', {
      email: uniqueEmail('au'),
      displayName: 'Audited',
      password: 'secret1',
    });
    // A refused change leaves no entry.
    await call(token, 'PUT', `/api/admin/categories/${category.id}`, {
      name: 'Nope',
      type: 'yes_no_maybe',
    });

    const rows = await auditOf(admin.id);
    expect(rows.every((row) => row.actor_email === admin.email)).toBe(true);
    expect(rows.map((row) => [row.action, row.target])).toEqual([
      ['login', admin.id],
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
    const admin = await staff(AdminRole.Admin);
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await ok(admin.token, 'POST', '/api/admin/create', {
        email: uniqueEmail(`listed${i}`),
        displayName: `Listed ${i}`,
        password: 'secret1',
      });
      made.push(user.id);
    }
    const first = await ok(admin.token, 'GET', '/api/admin/systemusers?page=1&pageSize=2');
    expect(first.users.map((u: { id: string }) => u.id)).toEqual([made[2], made[1]]);
    expect(first.users[0]).toMatchObject({
      displayName: 'Listed 2',
      createdByName: admin.displayName,
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
    const second = await ok(admin.token, 'GET', '/api/admin/systemusers?page=2&pageSize=2');
    expect(second.users[0].id).toBe(made[0]);
    expect(JSON.stringify(first)).not.toMatch(/password/i);
  });
});

describe('what staff change reaches the survey at once', () => {
  it('tells a served route from one that is not (the skip condition below)', () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/api/admin/categories' })).toBe(true);
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

      const structure = await ok(token, 'GET', '/api/survey/structure');
      const question = structure.questions.find((q: { id: string }) => q.id === option.id);
      expect(question).toMatchObject({ text: 'How much do you enjoy surprises?' });
      expect(question.options.map((o: { text: string }) => o.text)).toEqual(
        expect.arrayContaining(['Not at all', 'Very much']),
      );
      const group = structure.categories.find((c: { id: string }) => c.id === activities.id);
      expect(group.activities.map((a: { id: string }) => a.id)).toContain(activity.id);

      await ok(token, 'DELETE', `/api/admin/categories/options/${option.id}`);
      await ok(token, 'DELETE', `/api/admin/categories/${activities.id}`);
      const after = await ok(token, 'GET', '/api/survey/structure');
      expect(after.questions.map((q: { id: string }) => q.id)).not.toContain(option.id);
      expect(after.categories.map((c: { id: string }) => c.id)).not.toContain(activities.id);
    },
  );
});
