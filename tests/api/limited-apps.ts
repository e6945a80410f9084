import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildPath, type RouteDef } from '@shared/api/define';
import { bearer } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

// What the rate-limit tests share: two nodes on one database and calls from chosen addresses.

/**
 * Two nodes on one database: `limited` runs with the budgets under test, `setup` with the
 * test defaults (budgets too high to meet). The nodes share the budgets, which live in the
 * database; `setup` registers and pairs players from its own address (light-my-request's
 * 127.0.0.1), which no counted call uses, and every call a test counts goes to `limited`,
 * whose lower maximum is the one that trips.
 */
export async function createLimitedApps(env: Record<string, string>) {
  const limited = await createTestApp(env);
  const setup = await createTestApp({}, { sameDatabaseAs: limited });
  return {
    limited,
    setup,
    async close() {
      await setup.close();
      await limited.close();
    },
  };
}

let nextAddress = 0;
/** A client address no other call of this test file has used (TEST-NET-2, then TEST-NET-3). */
export function freshClientAddress(): string {
  nextAddress += 1;
  if (nextAddress > 500) throw new Error('out of fresh client addresses');
  return nextAddress <= 250 ? `198.51.100.${nextAddress}` : `203.0.113.${nextAddress - 250}`;
}

/**
 * Calls a contract route on `t` from `address`, with a bearer token and extra headers when
 * given, as a client at that address would.
 */
export function callFrom(
  t: TestApp,
  route: RouteDef,
  options: {
    address: string;
    token?: string;
    body?: unknown;
    params?: Record<string, string>;
    headers?: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: route.method,
    url: buildPath(route.path, options.params),
    remoteAddress: options.address,
    headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/** A reply as a client sees it: status and JSON body. */
export const seen = (reply: LightMyRequestResponse) => ({
  status: reply.statusCode,
  body: reply.json() as unknown,
});

/** The 429 of a limited group: what was limited, whose budget, and how long to wait. */
export const tooMany = (what: string, scope: 'this address' | 'your account') => ({
  status: 429,
  body: {
    message: expect.stringMatching(
      new RegExp(`^Too many ${what} from ${scope}\\. Please wait \\d+ minutes? and try again\\.$`),
    ),
  },
});
