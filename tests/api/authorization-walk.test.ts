import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@shared/api';
import type { RouteDef } from '@shared/api/define';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/server/test-app';
import { accessProblem } from '../support/server/walk/access';
import { unauthorizedAttempts } from '../support/server/walk/attempts';
import { fingerprintChanges, fingerprintDatabase } from '../support/server/walk/db-fingerprint';
import { describe as explain, inBatches, send } from '../support/server/walk/exchange';
import { toWalkInput } from '../support/server/walk/walk-input';
import {
  createWorld,
  missingFixtures,
  ownedParams,
  validRequest,
  type Member,
  type World,
} from '../support/server/walk/world';

/**
 * One walk over every route of the contract: each non-public route is called, for data of
 * player `a`, by every kind of caller that must not get in, then by the one who may.
 */
let t: TestApp;
let world: World;
beforeAll(async () => {
  // Every fresh world registers players through a rate-limited route; the limit has its own test.
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
  world = await createWorld(t.app);
});
afterAll(async () => t.close());

// A route with a broken declaration fails "access declarations" below and is walked no further.
const guarded = allRoutes.filter(
  (route) => accessProblem(route) === null && route.access.level !== 'public',
);
const label = (route: RouteDef) => `${route.name} (${route.access.level})`;

describe('access declarations', () => {
  for (const route of allRoutes) {
    it(`${route.name} declares a known access level`, () => {
      expect(accessProblem(route), `${route.name} ${route.method} ${route.path}`).toBeNull();
    });
  }

  it('rejects a route with no access, or a broken one', () => {
    const base = { name: 'x.get', method: 'GET', path: '/api/x/:id', response: {} };
    const params = { shape: { id: {} } };
    expect(accessProblem(base)).toBe('declares no access level');
    expect(accessProblem({ ...base, access: undefined })).toBe('declares no access level');
    expect(accessProblem({ ...base, access: {} })).toMatch(/unknown access level/);
    expect(accessProblem({ ...base, access: { level: 'friends' } })).toMatch(/unknown/);
    expect(accessProblem({ ...base, params, access: { level: 'self' } })).toMatch(/no parameter/);
    expect(
      accessProblem({ ...base, params, access: { level: 'self', param: 'playerId' } }),
    ).toMatch(/not a parameter of its path/);
    expect(accessProblem({ ...base, access: { level: 'couple', param: 'id' } })).toMatch(
      /params schema/,
    );
    expect(accessProblem({ ...base, access: { level: 'admin', minRole: 7 } })).toMatch(/minRole/);
    expect(accessProblem({ ...base, params, access: { level: 'self', param: 'id' } })).toBeNull();
    expect(accessProblem({ ...base, access: { level: 'admin', minRole: 2 } })).toBeNull();
  });

  it('every contract route is served, so no walk passes on a 404 from a missing route', () => {
    const missing = allRoutes.filter(
      (route) => !t.app.hasRoute({ method: route.method, url: route.path }),
    );
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('the walk has fixtures for every access level the contract uses', () => {
    expect(missingFixtures(allRoutes, world)).toEqual([]);
  });
});

describe('callers without access never get a 2xx', () => {
  for (const route of guarded) {
    it(label(route), async () => {
      const input = toWalkInput(validRequest(route, world.a));
      const attempts = await unauthorizedAttempts(route, world, TEST_JWT_SECRET);
      const before = await fingerprintDatabase(t.database.pool);
      const exchanges = await inBatches(attempts, 8, async (attempt) => ({
        attempt,
        exchange: await send(t.app, route, input, attempt.authorization),
      }));
      const failures = exchanges
        .filter(({ attempt, exchange }) => !attempt.expected.includes(exchange.status))
        .map(
          ({ attempt, exchange }) =>
            `${explain(route, attempt.name, exchange)} (expected ${attempt.expected.join(' or ')})`,
        );
      const after = await fingerprintDatabase(t.database.pool);
      // One assertion, so a failure shows both who got in and what they wrote.
      expect({ failures, databaseChanges: fingerprintChanges(before, after) }).toEqual({
        failures: [],
        databaseChanges: [],
      });
    });
  }
});

/**
 * The rightful caller is let through, so the walk above proves refusals, not a broken route.
 * Reads use the shared world; anything else gets a fresh world so it cannot disturb others.
 */
describe('the rightful caller gets through (positive control)', () => {
  const reads = guarded.filter((route) => route.method === 'GET');
  const writes = guarded.filter((route) => route.method !== 'GET');

  async function callerFor(route: RouteDef, owner: Member): Promise<string> {
    if (route.access.level !== 'admin') return `Bearer ${owner.token}`;
    if (!world.adminToken) throw new Error(`${route.name}: the walk has no admin tokens yet`);
    return `Bearer ${await world.adminToken(route.access.minRole)}`;
  }

  async function control(route: RouteDef, owner: Member) {
    const exchange = await send(
      t.app,
      route,
      toWalkInput(validRequest(route, owner)),
      await callerFor(route, owner),
    );
    const message = explain(route, 'rightful caller', exchange);
    expect([401, 403], message).not.toContain(exchange.status);
    expect(exchange.status, message).toBeLessThan(500);
    // With every path parameter naming the caller's own data, a read has nothing to miss.
    const pathParams = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
    const owned = Object.keys(ownedParams(route, owner));
    if (route.method === 'GET' && pathParams.every((name) => owned.includes(name as string))) {
      expect(exchange.status, message).toBeGreaterThanOrEqual(200);
      expect(exchange.status, message).toBeLessThan(300);
    }
  }

  for (const route of reads) it(label(route), () => control(route, world.a));
  for (const route of writes) {
    it(label(route), async () => control(route, (await createWorld(t.app)).a));
  }
});
