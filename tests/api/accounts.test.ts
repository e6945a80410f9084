import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { bearer, giveConsent, registerPlayer, uniqueEmail } from '../support/server/players';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('registration', () => {
  it('creates an account once both consents are recorded, and signs the player in', async () => {
    const player = await registerPlayer(t.app, { displayName: 'Robin' });
    expect(player.token.split('.')).toHaveLength(3);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/players/${player.id}`,
      headers: bearer(player.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: player.id,
      displayName: 'Robin',
      gender: 0,
      coupleProfileId: null,
    });
  });

  it('is refused without an age confirmation', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/age-verification/disclaimer',
      payload: { email, agreed: true },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/players/register',
      payload: { displayName: 'Sam', email, password: 'secret123', gender: 0 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/18/);
  });

  it('is refused when the latest age answer was under 18', async () => {
    const email = uniqueEmail();
    await giveConsent(t.app, email);
    await t.app.inject({
      method: 'POST',
      url: '/api/age-verification/verify',
      payload: { email, isAge18Plus: false },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/players/register',
      payload: { displayName: 'Sam', email, password: 'secret123', gender: 0 },
    });
    expect(response.statusCode).toBe(403);
  });

  it('stays refused when an under-18 answer is followed by an 18+ answer', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/age-verification/verify',
      payload: { email, isAge18Plus: false },
    });
    await giveConsent(t.app, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/players/register',
      payload: { displayName: 'Sam', email, password: 'secret123', gender: 0 },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses text PostgreSQL cannot store with a clear 400, creating nothing', async () => {
    const email = uniqueEmail();
    await giveConsent(t.app, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/players/register',
      payload: { displayName: 'Nul\u0000Byte', email, password: 'secret123', gender: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/NUL/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { email, password: 'secret123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const first = await registerPlayer(t.app);
    await giveConsent(t.app, first.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/players/register',
      payload: {
        displayName: 'Twin',
        email: first.email.toUpperCase(),
        password: 'secret123',
        gender: 1,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists.' });
  });
});

describe('login', () => {
  it('answers with a token and the spec fields', async () => {
    const player = await registerPlayer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { email: player.email, password: player.password },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'coupleId',
      'displayName',
      'email',
      'id',
      'token',
    ]);
  });

  it('gives the same message for a wrong password and an unknown email', async () => {
    const player = await registerPlayer(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { email: player.email, password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { email: uniqueEmail(), password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });
});

describe('consent records', () => {
  const client = { remoteAddress: '203.0.113.7', userAgent: 'VelvetTest/1.0 (consent check)' };

  async function consentRows(table: 'age_verifications' | 'disclaimer_agreements', email: string) {
    const { rows } = await t.database.pool.query<{
      ip_address: string;
      user_agent: string;
      created_at: Date;
    }>(`SELECT ip_address, user_agent, created_at FROM ${table} WHERE email = $1`, [email]);
    return rows;
  }

  it('keeps the time, IP address and user agent of the age confirmation and the disclaimer', async () => {
    const email = uniqueEmail('consent');
    const before = Date.now();
    const age = await t.app.inject({
      method: 'POST',
      url: '/api/age-verification/verify',
      remoteAddress: client.remoteAddress,
      headers: { 'user-agent': client.userAgent },
      payload: { email, isAge18Plus: true },
    });
    const disclaimer = await t.app.inject({
      method: 'POST',
      url: '/api/age-verification/disclaimer',
      remoteAddress: client.remoteAddress,
      headers: { 'user-agent': client.userAgent },
      payload: { email, agreed: true },
    });
    const after = Date.now();
    expect(age.statusCode).toBe(200);
    expect(disclaimer.statusCode).toBe(200);

    for (const table of ['age_verifications', 'disclaimer_agreements'] as const) {
      const rows = await consentRows(table, email);
      expect(rows, table).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        ip_address: client.remoteAddress,
        user_agent: client.userAgent,
      });
      // The database clock and this process's clock are the same machine's.
      const time = rows[0]!.created_at.getTime();
      expect(time).toBeGreaterThanOrEqual(before - 1000);
      expect(time).toBeLessThanOrEqual(after + 1000);
    }
  });

  const registerWith = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/players/register',
      payload: { displayName: 'Sam', email, password: 'secret123', gender: 0 },
    });

  const age = (
    table: 'age_verifications' | 'disclaimer_agreements',
    email: string,
    minutes: number,
  ) =>
    t.database.pool.query(
      `UPDATE ${table} SET created_at = now() - make_interval(mins => $2) WHERE email = $1`,
      [email, minutes],
    );

  it('refuses registration when the age confirmation is older than 30 minutes', async () => {
    const email = uniqueEmail('stale-age');
    await giveConsent(t.app, email);
    await age('age_verifications', email, 31);
    const response = await registerWith(email);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/18/);
  });

  it('refuses registration when the disclaimer agreement is older than 30 minutes', async () => {
    const email = uniqueEmail('stale-disclaimer');
    await giveConsent(t.app, email);
    await age('disclaimer_agreements', email, 31);
    expect((await registerWith(email)).statusCode).toBe(403);
  });

  it('accepts consents given 29 minutes ago', async () => {
    const email = uniqueEmail('recent');
    await giveConsent(t.app, email);
    await age('age_verifications', email, 29);
    await age('disclaimer_agreements', email, 29);
    expect((await registerWith(email)).statusCode).toBe(201);
  });
});

describe('GET /api/players/{id}', () => {
  it('returns exactly the spec fields of the player, never the password hash', async () => {
    const player = await registerPlayer(t.app, { displayName: 'Robin' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/players/${player.id}`,
      headers: bearer(player.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'coupleProfileId',
      'createdAt',
      'displayName',
      'email',
      'gender',
      'id',
      'nickname',
      'pronouns',
    ]);
    expect(body).toMatchObject({ id: player.id, email: player.email, displayName: 'Robin' });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(response.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect(response.body).not.toContain(player.password);
  });
});
