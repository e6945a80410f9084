import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { bearer, registerPlayer, uniqueEmail } from '../support/server/players';

const LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
});
afterAll(async () => t?.close());

let nextAddress = 10;
/** Each test calls from its own client address, so budgets never leak between tests. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const limitedCalls: Record<string, () => InjectOptions> = {
  login: () => ({
    method: 'POST',
    url: '/api/players/login',
    payload: { email: uniqueEmail(), password: 'wrong-password' },
  }),
  register: () => ({
    method: 'POST',
    url: '/api/players/register',
    payload: { displayName: 'Sam', email: uniqueEmail(), password: 'secret123', gender: 0 },
  }),
  'forgot-password': () => ({
    method: 'POST',
    url: '/api/players/forgot-password',
    payload: { email: uniqueEmail() },
  }),
  'reset-password': () => ({
    method: 'POST',
    url: '/api/players/reset-password',
    payload: { token: 'x'.repeat(43), email: uniqueEmail(), newPassword: 'secret123' },
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
