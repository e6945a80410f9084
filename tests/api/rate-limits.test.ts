import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreeDisclaimer, verifyAge } from '@shared/api/accounts';
import { invite } from '@shared/api/couples';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { bearer, registerPlayer, uniqueEmail } from '../support/server/players';
import { callFrom, createLimitedApps, freshClientAddress, seen, tooMany } from './limited-apps';
import { TEST_PASSWORD } from '../support/test-passwords';

const LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
});
afterAll(async () => t?.close());

let nextAddress = 10;
/** Each test calls from its own client address, so budgets never leak between tests. */
const freshAddress = () => `192.0.2.${nextAddress++}`;

const limitedCalls: Record<string, () => InjectOptions> = {
  login: () => ({
    method: 'POST',
    url: '/api/players/login',
    payload: { email: uniqueEmail(), password: 'wrong-password' },
  }),
  register: () => ({
    method: 'POST',
    url: '/api/players/register',
    payload: { displayName: 'Sam', email: uniqueEmail(), password: TEST_PASSWORD, gender: 0 },
  }),
  'forgot-password': () => ({
    method: 'POST',
    url: '/api/players/forgot-password',
    payload: { email: uniqueEmail() },
  }),
  'reset-password': () => ({
    method: 'POST',
    url: '/api/players/reset-password',
    payload: { token: 'x'.repeat(43), email: uniqueEmail(), newPassword: TEST_PASSWORD },
  }),
};

describe('authentication rate limit', () => {
  for (const [name, call] of Object.entries(limitedCalls)) {
    it(`answers the call after the limit to ${name} with 429 and a message`, async () => {
      const remoteAddress = freshAddress();
      for (let i = 0; i < LIMIT; i++) {
        const allowed = await t.app.inject({ ...call(), remoteAddress });
        expect(allowed.statusCode, `call ${i + 1}`).not.toBe(429);
      }
      const refused = await t.app.inject({ ...call(), remoteAddress });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.stringMatching(/\w/) });
    });
  }

  it('is one budget shared by login, register and password reset', async () => {
    const remoteAddress = freshAddress();
    const [login, register, forgot, reset] = Object.values(limitedCalls);
    for (const call of [login!, register!, forgot!]) {
      expect((await t.app.inject({ ...call(), remoteAddress })).statusCode).not.toBe(429);
    }
    expect((await t.app.inject({ ...reset!(), remoteAddress })).statusCode).toBe(429);
  });

  it('counts each client address separately', async () => {
    const busy = freshAddress();
    for (let i = 0; i <= LIMIT; i++)
      await t.app.inject({ ...limitedCalls.login!(), remoteAddress: busy });
    const other = await t.app.inject({ ...limitedCalls.login!(), remoteAddress: freshAddress() });
    expect(other.statusCode).toBe(401);
  });

  it('cannot be dodged with an X-Forwarded-For header', async () => {
    const remoteAddress = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const response = await t.app.inject({
        ...limitedCalls.login!(),
        remoteAddress,
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('leaves other routes alone', async () => {
    // Registered from a different address, then every call comes from one exhausted address.
    const player = await registerPlayer(t.app);
    const remoteAddress = freshAddress();
    for (let i = 0; i <= LIMIT; i++)
      await t.app.inject({ ...limitedCalls.login!(), remoteAddress });

    for (let i = 0; i < LIMIT * 3; i++) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress });
      expect(health.statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: `/api/players/${player.id}`,
        headers: bearer(player.token),
        remoteAddress,
      });
      expect(me.statusCode).toBe(200);
    }
  });
});

// The abuse-limited groups: ABUSE_RATE_LIMIT calls per hour from one address.
const ABUSE_LIMIT = 5;

/** An age confirmation or a disclaimer agreement, alternately: one budget between them. */
const ageCheck = (app: TestApp, i: number, address: string, headers?: Record<string, string>) =>
  callFrom(app, i % 2 === 0 ? verifyAge : agreeDisclaimer, {
    address,
    ...(headers ? { headers } : {}),
    body:
      i % 2 === 0
        ? { email: uniqueEmail('age'), isAge18Plus: true }
        : { email: uniqueEmail('age'), agreed: true },
  });

describe('abuse-limited groups per address (ABUSE_RATE_LIMIT)', () => {
  let apps: Awaited<ReturnType<typeof createLimitedApps>>;
  beforeAll(async () => {
    apps = await createLimitedApps({ ABUSE_RATE_LIMIT: String(ABUSE_LIMIT) });
  });
  afterAll(async () => apps?.close());

  it(`lets one address record ${ABUSE_LIMIT} age checks an hour, then answers 429`, async () => {
    const address = freshClientAddress();
    for (let i = 0; i < ABUSE_LIMIT; i++)
      expect((await ageCheck(apps.limited, i, address)).statusCode, `check ${i + 1}`).toBe(200);
    expect(seen(await ageCheck(apps.limited, ABUSE_LIMIT, address))).toEqual(
      tooMany('age confirmations', 'this address'),
    );
    // A forged X-Forwarded-For buys no fresh budget when no proxy is trusted.
    const forged = await ageCheck(apps.limited, 0, address, { 'x-forwarded-for': '192.0.2.200' });
    expect(seen(forged)).toEqual(tooMany('age confirmations', 'this address'));
    expect((await ageCheck(apps.limited, 0, freshClientAddress())).statusCode).toBe(200);
  });

  it('holds several accounts behind one address to one invitation budget', async () => {
    const players = await Promise.all([1, 2, 3].map(() => registerPlayer(apps.setup.app)));
    const address = freshClientAddress();
    const statuses: number[] = [];
    for (const player of players) {
      for (let i = 0; i < 2; i++) {
        const reply = await callFrom(apps.limited, invite, {
          address,
          token: player.token,
          body: { partnerEmail: uniqueEmail('partner') },
        });
        statuses.push(reply.statusCode);
      }
    }
    expect(statuses).toEqual([...Array<number>(ABUSE_LIMIT).fill(200), 429]);
    const again = await callFrom(apps.limited, invite, {
      address,
      token: players[0]!.token,
      body: { partnerEmail: uniqueEmail('partner') },
    });
    expect(seen(again)).toEqual(tooMany('partner invitations', 'this address'));
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  const PROXY = '10.0.0.7';
  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({
      ABUSE_RATE_LIMIT: String(ABUSE_LIMIT),
      TRUST_PROXY: PROXY,
    });
  });
  afterAll(async () => behindProxy?.close());

  const viaProxy = (i: number, forwardedFor: string) =>
    ageCheck(behindProxy, i, PROXY, { 'x-forwarded-for': forwardedFor });

  it('gives each client the proxy forwards a budget of its own', async () => {
    const [first, second] = [freshClientAddress(), freshClientAddress()];
    for (let i = 0; i < ABUSE_LIMIT; i++) expect((await viaProxy(i, first)).statusCode).toBe(200);
    expect(seen(await viaProxy(ABUSE_LIMIT, first))).toEqual(
      tooMany('age confirmations', 'this address'),
    );
    // Same proxy, another client: not everyone behind the load balancer shares one budget.
    for (let i = 0; i < ABUSE_LIMIT; i++) expect((await viaProxy(i, second)).statusCode).toBe(200);
  });

  it('keys on the address the proxy saw, not one the client wrote in the header', async () => {
    const client = freshClientAddress();
    for (let i = 0; i <= ABUSE_LIMIT; i++) await viaProxy(i, client);
    // The proxy appends the real client after whatever the client sent.
    const forged = await viaProxy(0, `192.0.2.99, ${client}`);
    expect(seen(forged)).toEqual(tooMany('age confirmations', 'this address'));
  });

  it('trusts no header from a caller that is not the proxy', async () => {
    const direct = freshClientAddress();
    for (let i = 0; i < ABUSE_LIMIT; i++) await ageCheck(behindProxy, i, direct);
    const forged = await ageCheck(behindProxy, 0, direct, { 'x-forwarded-for': '192.0.2.98' });
    expect(seen(forged)).toEqual(tooMany('age confirmations', 'this address'));
  });
});
