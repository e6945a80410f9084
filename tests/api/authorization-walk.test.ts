import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, adventures, quicktasks, results, survey } from '@shared/api';
import { createSystemUser } from '@shared/api/admin';
import * as coach from '@shared/api/coach';
import { AdminRole, type RouteDef } from '@shared/api/define';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/server/test-app';
import { accessProblem } from '../support/server/walk/access';
import { unauthorizedAttempts } from '../support/server/walk/attempts';
import {
  fingerprintChanges,
  fingerprintDatabase,
  fingerprintRowsAbout,
} from '../support/server/walk/db-fingerprint';
import {
  describe as explain,
  inBatches,
  send,
  type Exchange,
} from '../support/server/walk/exchange';
import {
  callerOverrides,
  coupleBodyField,
  emailFields,
  namesCoupleRecord,
  partnerRefusal,
  targetsOwnData,
  validRequest,
} from '../support/server/walk/targets';
import { privateRecordIds } from '../support/server/walk/members';
import { keepSignedIn, keepStaffSignedIn } from '../support/server/walk/sessions';
import { toWalkInput } from '../support/server/walk/walk-input';
import {
  createOwnerWorlds,
  createWorld,
  missingFixtures,
  type Member,
  type OwnerWorld,
  type World,
} from '../support/server/walk/world';

/**
 * One walk over every route of the contract: each non-public route is called, for data of
 * player `a`, by every kind of caller that must not get in, then by those who may.
 */
let t: TestApp;
let world: World;
beforeAll(async () => {
  // Every fresh world registers players (and writes to support) through rate-limited routes;
  // the limits have their own tests.
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000', SUPPORT_RATE_LIMIT: '1000000' });
  world = await createWorld(t.app, t.database);
});
afterAll(async () => t.close());

// A route with a broken declaration fails "access declarations" below and is walked no further.
const guarded = allRoutes.filter(
  (route) => accessProblem(route) === null && route.access.level !== 'public',
);
const label = (route: RouteDef) => `${route.name} (${route.access.level})`;
const sharesWithPartner = (route: RouteDef) =>
  route.access.level === 'selfOrPartner' ||
  route.access.level === 'couple' ||
  coupleBodyField(route) !== undefined ||
  namesCoupleRecord(route);

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
    expect(
      accessProblem({ ...base, params, access: { level: 'selfOrPartner', param: 'playerId' } }),
    ).toMatch(/not a parameter of its path/);
    expect(accessProblem({ ...base, access: { level: 'couple', param: 'id' } })).toMatch(
      /params schema/,
    );
    expect(accessProblem({ ...base, access: { level: 'selfOrPartner', param: 'id' } })).toMatch(
      /params schema/,
    );
    expect(accessProblem({ ...base, access: { level: 'admin', minRole: 7 } })).toMatch(/minRole/);
    expect(accessProblem({ ...base, params, access: { level: 'self', param: 'id' } })).toBeNull();
    expect(
      accessProblem({ ...base, params, access: { level: 'selfOrPartner', param: 'id' } }),
    ).toBeNull();
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
      const attempts = await unauthorizedAttempts(route, world, TEST_JWT_SECRET);
      const before = await fingerprintDatabase(t.database.pool);
      const exchanges = await inBatches(attempts, 8, async (attempt) => ({
        attempt,
        exchange: await send(
          t.app,
          route,
          toWalkInput(validRequest(route, attempt.target ?? world.a, attempt.overrides)),
          attempt.authorization,
        ),
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
 * Those who may call a route are let through, so the walk above proves refusals, not a broken
 * route: the owner everywhere, and the partner where the route shares data with them. Reads use
 * the shared world; anything else gets a fresh one so it cannot disturb others.
 */
describe('the rightful caller gets through (positive control)', () => {
  const reads = guarded.filter((route) => route.method === 'GET');
  const writes = guarded.filter((route) => route.method !== 'GET');
  const isAdmin = (route: RouteDef) => route.access.level === 'admin';

  async function authorizationOf(route: RouteDef, caller: Member, role?: AdminRole) {
    if (route.access.level !== 'admin') return `Bearer ${caller.token}`;
    if (!world.adminToken) throw new Error(`${route.name}: the walk has no admin tokens yet`);
    return `Bearer ${await world.adminToken(role ?? route.access.minRole)}`;
  }

  async function control(
    route: RouteDef,
    owner: Member,
    caller: Member,
    who: string,
    role?: AdminRole,
  ) {
    // Where the body names the caller or their partner (a dare's receiver), each names their own.
    const exchange = await send(
      t.app,
      route,
      toWalkInput(validRequest(route, owner, callerOverrides(route, caller))),
      await authorizationOf(route, caller, role),
    );
    // Signing out ends the staff member's session: later routes go on with a new one.
    if (role !== undefined) await keepStaffSignedIn(world, role, route, exchange);
    const message = explain(route, who, exchange);
    expect([401, 403], message).not.toContain(exchange.status);
    expect(exchange.status, message).toBeLessThan(500);
    // Aimed at data the caller may reach, a refusal (404) is the failure this control exists
    // for; a read has nothing to miss, a write may only find the state conflicting (409),
    // except on a record the world made in the very state and role the route needs.
    if (targetsOwnData(route, owner)) {
      const allowed = route.method === 'GET' || partnerRefusal(route) !== undefined ? [] : [409];
      if (!allowed.includes(exchange.status)) {
        expect(exchange.status, message).toBeGreaterThanOrEqual(200);
        expect(exchange.status, message).toBeLessThan(300);
      }
    }
  }

  /** The staff roles a route lets in: its minRole and every role above it. */
  const rolesFrom = (route: RouteDef): AdminRole[] =>
    route.access.level === 'admin'
      ? [AdminRole.User, AdminRole.Admin, AdminRole.SuperAdmin].filter(
          (role) => role >= (route.access as { minRole: AdminRole }).minRole,
        )
      : [];

  for (const route of reads) {
    if (isAdmin(route)) {
      for (const role of rolesFrom(route))
        it(`${label(route)}: staff of role ${role}`, () =>
          control(route, world.a, world.a, `staff of role ${role}`, role));
      continue;
    }
    it(`${label(route)}: the owner`, () => control(route, world.a, world.a, 'the owner'));
    if (sharesWithPartner(route)) {
      it(`${label(route)}: the partner`, () =>
        control(route, world.a, world.partner, 'the partner'));
    }
  }
  // Each player write gets a world of its own, made together beforehand (registration is slow).
  const writeControls = writes
    .filter((route) => !isAdmin(route))
    .flatMap((route) => [
      { route, who: 'the owner', caller: (w: OwnerWorld) => w.a },
      ...(sharesWithPartner(route)
        ? [{ route, who: 'the partner', caller: (w: OwnerWorld) => w.partner }]
        : []),
    ]);
  // Only survey, results, quick task, adventure and coach session writes need a couple that has
  // answered the survey (the world's adventures are generated from the answers, and a coach
  // session is about an activity both welcomed); the coach chat does not.
  const answersMatter = (route: RouteDef) =>
    route !== coach.coachChat &&
    [
      ...Object.values(survey),
      ...Object.values(results),
      ...Object.values(quicktasks),
      ...Object.values(adventures),
      ...Object.values(coach),
    ].some((value) => value === route);
  let fresh: OwnerWorld[] = [];
  beforeAll(async () => {
    fresh = await createOwnerWorlds(t.app, t.database, writeControls.length, (index) =>
      answersMatter((writeControls[index] as (typeof writeControls)[number]).route),
    );
  });
  writeControls.forEach(({ route, who, caller }, index) => {
    it(`${label(route)}: ${who}`, async () => {
      const own = fresh[index] as OwnerWorld;
      await control(route, own.a, caller(own), who);
    });
  });
  /**
   * Admin writes aim at the reference data the shared world's staff made (a deletion only
   * once: its record is gone after), with body ids of the seeded catalogue; in contract order,
   * so a record is updated before it could be retired; after the player writes, as
   * they change the survey those writes answer.
   */
  for (const route of writes.filter(isAdmin)) {
    const roles = rolesFrom(route);
    for (const role of route.method === 'DELETE' ? roles.slice(0, 1) : roles)
      it(`${label(route)}: staff of role ${role}`, () =>
        control(route, world.a, world.a, `staff of role ${role}`, role));
  }
});

/**
 * Admin writes are for roles 1 and 2, but a SuperAdmin is made only by a SuperAdmin: the
 * service's own rule, past the route's minRole, so the walk above cannot see it.
 */
describe('only a SuperAdmin creates a SuperAdmin', () => {
  const createAs = async (role: AdminRole, newRole: AdminRole) => {
    if (!world.adminToken) throw new Error('the walk has no admin tokens yet');
    const request = validRequest(createSystemUser, world.a, { body: { role: newRole } });
    return send(
      t.app,
      createSystemUser,
      toWalkInput(request),
      `Bearer ${await world.adminToken(role)}`,
    );
  };

  it('an Admin (role 1) is refused a SuperAdmin, and nothing is written', async () => {
    const before = await fingerprintDatabase(t.database.pool);
    const exchange = await createAs(AdminRole.Admin, AdminRole.SuperAdmin);
    const after = await fingerprintDatabase(t.database.pool);
    expect({
      status: exchange.status,
      body: JSON.parse(exchange.body) as unknown,
      databaseChanges: fingerprintChanges(before, after),
    }).toEqual({
      status: 403,
      body: { message: 'Only SuperAdmins can create other SuperAdmins' },
      databaseChanges: [],
    });
  });

  it('an Admin may create a User and an Admin; a SuperAdmin may create a SuperAdmin', async () => {
    const answers = [
      await createAs(AdminRole.Admin, AdminRole.User),
      await createAs(AdminRole.Admin, AdminRole.Admin),
      await createAs(AdminRole.SuperAdmin, AdminRole.SuperAdmin),
    ];
    expect(answers.map((exchange) => exchange.status)).toEqual([201, 201, 201]);
    expect(answers.map((exchange) => (JSON.parse(exchange.body) as { role: number }).role)).toEqual(
      [0, 1, 2],
    );
  });
});

/**
 * Player routes act on the caller's own data, so the walk above has no one to refuse there
 * beyond broken tokens. Here a member of a third couple calls every one of them, aimed at a's
 * records wherever a request can name them (ids, a couple in the body, emails), and a's side
 * must neither show in the answers nor change; a request naming a's couple is refused.
 */
describe("a third couple never reads or changes a's couple, subscription, notifications, profiles, survey or results", () => {
  const playerRoutes = guarded.filter((route) => route.access.level === 'player');
  const reads = playerRoutes.filter((route) => route.method === 'GET');
  const writes = playerRoutes.filter((route) => route.method !== 'GET');

  it('the stranger calls every player route', async () => {
    const fresh = await createWorld(t.app, t.database);
    const { a, partner, b } = fresh;
    const about = {
      ids: [a.id, partner.id, a.coupleId as string, ...Object.values(a.records)],
      texts: [a.email, partner.email],
    };
    const before = await fingerprintRowsAbout(t.database.pool, about);
    const exchanges: { route: RouteDef; exchange: Exchange; sent: string }[] = [];
    // Reads before and after the writes, in case a write let the stranger in.
    for (const route of [...reads, ...writes, ...reads]) {
      const requests = [
        validRequest(route, a),
        ...emailFields(route).flatMap(({ part, name }) =>
          [a.email, partner.email].map((email) =>
            validRequest(route, a, { [part]: { [name]: email } }),
          ),
        ),
      ];
      for (const request of requests) {
        const input = toWalkInput(request);
        const exchange = await send(t.app, route, input, `Bearer ${b.token}`);
        // What the stranger sent may come back (an email in the path, say): that is no leak.
        const sent = `${decodeURIComponent(exchange.url)} ${input.body?.payload ?? ''}`;
        exchanges.push({ route, exchange, sent });
        // Signing out ends the stranger's session: the walk goes on with a new one.
        await keepSignedIn(t.app, b, route, exchange);
      }
    }
    const after = await fingerprintRowsAbout(t.database.pool, about);

    // Reference data of the staff's (an experience type, say) is listed to every player alike.
    const secrets = [
      a.id,
      partner.id,
      a.coupleId as string,
      ...privateRecordIds(a),
      ...about.texts,
    ].map((secret) => secret.toLowerCase());
    const leaks = exchanges.flatMap(({ route, exchange, sent }) => {
      const shown = secrets.filter(
        (secret) =>
          exchange.body.toLowerCase().includes(secret) && !sent.toLowerCase().includes(secret),
      );
      return shown.length ? [`${explain(route, 'the stranger', exchange)} shows ${shown}`] : [];
    });
    const serverErrors = exchanges
      .filter(({ exchange }) => exchange.status >= 500)
      .map(({ route, exchange }) => explain(route, 'the stranger', exchange));
    // Naming a's couple (compare) must not get a's couple's answer, nor the stranger's own.
    const letIntoA = exchanges
      .filter(({ route, exchange }) => coupleBodyField(route) && exchange.status < 400)
      .map(({ route, exchange }) => explain(route, "the stranger, naming a's couple", exchange));
    // A 401 would mean the stranger walked on signed out, where nothing could leak anyway.
    const signedOut = exchanges
      .filter(({ exchange }) => exchange.status === 401)
      .map(({ route, exchange }) => explain(route, 'the stranger', exchange));
    expect(writes.length, 'player routes that write').toBeGreaterThan(0);
    expect({
      leaks,
      serverErrors,
      letIntoA,
      signedOut,
      changesToA: fingerprintChanges(before, after),
    }).toEqual({ leaks: [], serverErrors: [], letIntoA: [], signedOut: [], changesToA: [] });
  });
});
