import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreeDisclaimer, getPlayer, login, register, verifyAge } from '@shared/api/accounts';
import { callRoute } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { giveConsent, registerPlayer, uniqueEmail } from '../support/server/players';
import { TEST_PASSWORD } from '../support/test-passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Registers as the register form does, with the consents as they stand. */
const registerAs = (email: string, displayName = 'Sam') =>
  callRoute(t.app, register, { body: { displayName, email, password: TEST_PASSWORD, gender: 0 } });
const answerAge = (email: string, isAge18Plus: boolean) =>
  callRoute(t.app, verifyAge, { body: { email, isAge18Plus } });

describe('registration', () => {
  it('creates an account once both consents are recorded, and signs the player in', async () => {
    const player = await registerPlayer(t.app, { displayName: 'Robin' });
    expect(player.token.split('.')).toHaveLength(3);
    const me = await callRoute(t.app, getPlayer, {
      token: player.token,
      params: { id: player.id },
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: player.id,
      displayName: 'Robin',
      gender: 0,
      coupleProfileId: null,
    });
  });

  it('refuses a short or easily guessed password, saying why, and creates nothing', async () => {
    const email = uniqueEmail();
    await giveConsent(t.app, email);
    const attempt = (password: string) =>
      callRoute(t.app, register, { body: { displayName: 'Sam', email, password, gender: 0 } });
    const short = await attempt('Qx7!vb2');
    expect([short.status, short.response.json()]).toEqual([
      400,
      { message: 'password: Password must be at least 8 characters.' },
    ]);
    for (const weak of ['password123', 'qwertyuiop', 'sam12345']) {
      const reply = await attempt(weak);
      expect(reply.status, weak).toBe(400);
      expect(reply.response.json().message, weak).toMatch(
        /^password: This password is too easy to guess\. \S/,
      );
    }
    expect(
      (await callRoute(t.app, login, { body: { email, password: 'password123' } })).status,
    ).toBe(401);
    expect((await attempt('lantern orchard velvet')).status).toBe(201);
  });

  it('is refused without an age confirmation', async () => {
    const email = uniqueEmail();
    await callRoute(t.app, agreeDisclaimer, { body: { email, agreed: true } });
    const reply = await registerAs(email);
    expect(reply.status).toBe(403);
    expect(reply.response.json().message).toMatch(/18/);
  });

  it('is refused when the latest age answer was under 18', async () => {
    const email = uniqueEmail();
    await giveConsent(t.app, email);
    await answerAge(email, false);
    expect((await registerAs(email)).status).toBe(403);
  });

  it('stays refused when an under-18 answer is followed by an 18+ answer', async () => {
    const email = uniqueEmail();
    await answerAge(email, false);
    await giveConsent(t.app, email);
    expect((await registerAs(email)).status).toBe(403);
  });

  it('refuses text PostgreSQL cannot store with a clear 400, creating nothing', async () => {
    const email = uniqueEmail();
    await giveConsent(t.app, email);
    const reply = await registerAs(email, 'Nul\u0000Byte');
    expect(reply.status).toBe(400);
    // The display-name rule refuses it first, as it refuses every control character.
    expect(reply.response.json().message).toMatch(/^displayName: Display name cannot contain/);
    const signIn = await callRoute(t.app, login, { body: { email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(401);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const first = await registerPlayer(t.app);
    await giveConsent(t.app, first.email);
    const reply = await callRoute(t.app, register, {
      body: {
        displayName: 'Twin',
        email: first.email.toUpperCase(),
        password: TEST_PASSWORD,
        gender: 1,
      },
    });
    expect(reply.status).toBe(409);
    expect(reply.response.json()).toEqual({
      message: 'An account with this email already exists.',
    });
  });
});

describe('login', () => {
  it('answers with a token and the contract fields', async () => {
    const player = await registerPlayer(t.app);
    const reply = await callRoute(t.app, login, {
      body: { email: player.email, password: player.password },
    });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual([
      'coupleId',
      'displayName',
      'email',
      'emailVerified',
      'id',
      'token',
    ]);
    expect(reply.body.emailVerified).toBe(true);
  });

  it('gives the same message for a wrong password and an unknown email', async () => {
    const player = await registerPlayer(t.app);
    const wrong = await callRoute(t.app, login, {
      body: { email: player.email, password: 'nope-nope' },
    });
    const unknown = await callRoute(t.app, login, {
      body: { email: uniqueEmail(), password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.response.json()).toEqual(unknown.response.json());
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
    // The client's address is the transport's, not the contract's: sent by hand.
    const age = await t.app.inject({
      method: verifyAge.method,
      url: verifyAge.path,
      remoteAddress: client.remoteAddress,
      headers: { 'user-agent': client.userAgent },
      payload: { email, isAge18Plus: true },
    });
    const disclaimer = await t.app.inject({
      method: agreeDisclaimer.method,
      url: agreeDisclaimer.path,
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
    const reply = await registerAs(email);
    expect(reply.status).toBe(403);
    expect(reply.response.json().message).toMatch(/18/);
  });

  it('refuses registration when the disclaimer agreement is older than 30 minutes', async () => {
    const email = uniqueEmail('stale-disclaimer');
    await giveConsent(t.app, email);
    await age('disclaimer_agreements', email, 31);
    expect((await registerAs(email)).status).toBe(403);
  });

  it('accepts consents given 29 minutes ago', async () => {
    const email = uniqueEmail('recent');
    await giveConsent(t.app, email);
    await age('age_verifications', email, 29);
    await age('disclaimer_agreements', email, 29);
    expect((await registerAs(email)).status).toBe(201);
  });
});

describe('GET /api/players/{id}', () => {
  it('returns exactly the contract fields of the player, never the password hash', async () => {
    const player = await registerPlayer(t.app, { displayName: 'Robin' });
    const reply = await callRoute(t.app, getPlayer, {
      token: player.token,
      params: { id: player.id },
    });
    expect(reply.status).toBe(200);
    const body = reply.body;
    expect(Object.keys(body).sort()).toEqual([
      'coupleProfileId',
      'createdAt',
      'displayName',
      'email',
      'emailVerified',
      'gender',
      'genderDescription',
      'id',
      'nickname',
      'pronouns',
    ]);
    expect(body).toMatchObject({ id: player.id, email: player.email, displayName: 'Robin' });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(reply.response.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect(reply.response.body).not.toContain(player.password);
  });
});
