import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allRoutes } from '@shared/api';
import { access, defineRoute, type RouteDef } from '@shared/api/define';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { accessProblem } from '../support/server/walk/access';
import { fingerprintChanges, fingerprintDatabase } from '../support/server/walk/db-fingerprint';
import {
  describe as explain,
  errorMessageProblem,
  inBatches,
  send,
} from '../support/server/walk/exchange';
import { contractRejects } from '../support/server/walk/contract-rejects';
import { MIN_INPUTS_PER_ROUTE, malformedInputs } from '../support/server/walk/malformed-requests';
import { validSample } from '../support/server/walk/valid-sample';
import { REFUSALS, toWalkInput, type WalkInput } from '../support/server/walk/walk-input';
import { validRequest } from '../support/server/walk/targets';
import { createOwnerWorld, type OwnerWorld } from '../support/server/walk/world';

/**
 * One walk over every route that takes input: at least MIN_INPUTS_PER_ROUTE requests its own
 * contract rejects, each sent with the owner's valid token so validation, not authorization,
 * is what answers. Every answer must be a 4xx `{ message }`, and nothing may be written.
 */
let t: TestApp;
let world: OwnerWorld;
beforeAll(async () => {
  // Hundreds of requests go to the rate-limited routes; the limits have their own tests.
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000', SUPPORT_RATE_LIMIT: '1000000' });
  world = await createOwnerWorld(t.app, t.database);
});
afterAll(async () => t.close());

// Routes without a sound access declaration fail the authorization walk instead.
const withInput = allRoutes.filter(
  (route) => accessProblem(route) === null && (route.params || route.query || route.body),
);

async function authorizationFor(route: RouteDef): Promise<string | undefined> {
  const { access } = route;
  if (access.level === 'public') return undefined;
  if (access.level !== 'admin') return `Bearer ${world.a.token}`;
  if (!world.adminToken) throw new Error(`${route.name}: the walk has no admin tokens yet`);
  return `Bearer ${await world.adminToken(access.minRole)}`;
}

describe('malformed input is refused with a 4xx message and changes nothing', () => {
  for (const route of withInput) {
    it(`${route.name} (${route.method} ${route.path})`, async () => {
      const valid = validRequest(route, world.a);
      // Aimed at a's own data with a's token: only validation stands between it and the handler.
      expect(contractRejects(route, toWalkInput(valid)), `${route.name}: the valid request`).toBe(
        false,
      );
      const inputs = malformedInputs(route, valid);
      expect(inputs.length, `${route.name}: malformed inputs generated`).toBeGreaterThanOrEqual(
        MIN_INPUTS_PER_ROUTE,
      );
      const authorization = await authorizationFor(route);

      const before = await fingerprintDatabase(t.database.pool);
      const exchanges = await inBatches(inputs, 16, async (input) => ({
        input,
        exchange: await send(t.app, route, input, authorization),
      }));
      const after = await fingerprintDatabase(t.database.pool);

      const failures = exchanges.flatMap(({ input, exchange }) => {
        const problem =
          exchange.status < 400 || exchange.status >= 500
            ? 'status is not 4xx'
            : !REFUSALS[input.part].includes(exchange.status)
              ? `answered past validation (expected ${REFUSALS[input.part].join(', ')})`
              : errorMessageProblem(exchange);
        return problem ? [`${explain(route, input.label, exchange)}: ${problem}`] : [];
      });
      // One assertion, so a failure shows both the bad answers and what they wrote.
      expect({ failures, databaseChanges: fingerprintChanges(before, after) }).toEqual({
        failures: [],
        databaseChanges: [],
      });
    });
  }
});

/**
 * Later routes bring shapes today's contract lacks (numbers in paths, query strings, enums,
 * arrays, nested and strict objects, unions); the generators must already handle them.
 */
describe('the generators handle the shapes later routes will use', () => {
  const synthetic = defineRoute({
    name: 'synthetic.things',
    method: 'PUT',
    path: '/api/synthetic/:coupleId/things/:n/:kind',
    access: access.couple('coupleId'),
    params: z.object({
      coupleId: z.uuid(),
      n: z.coerce.number().int().min(1),
      kind: z.enum(['survey', 'coach-iq'], { error: 'Unknown kind.' }),
    }),
    query: z.object({
      page: z.coerce.number().int().min(1).optional(),
      sort: z.enum(['new', 'old']),
    }),
    body: z
      .object({
        title: z.string().trim().min(3).max(80),
        kind: z.enum(['a', 'b']),
        tags: z.array(z.string().max(20)).max(5),
        when: z.iso.datetime(),
        level: z.number().int().min(1).max(5),
        nested: z.object({ on: z.boolean(), note: z.string().nullable() }),
        answer: z.union([z.literal('yes'), z.literal('no')]),
        agreed: z.literal(true),
        scores: z.record(z.string(), z.number()).optional(),
        choice: z.discriminatedUnion('k', [
          z.object({ k: z.literal('a') }),
          z.object({ k: z.literal('b'), v: z.boolean() }),
        ]),
      })
      .strict(),
    response: z.object({}),
  });

  it('builds a valid request and at least the minimum of rejected inputs for each part', () => {
    const valid = {
      params: validSample(synthetic.params, 'text') as Record<string, string>,
      query: validSample(synthetic.query, 'text') as Record<string, string>,
      body: validSample(synthetic.body, 'json'),
    };
    expect(contractRejects(synthetic, toWalkInput(valid))).toBe(false);
    const inputs = malformedInputs(synthetic, valid);
    expect(inputs.length).toBeGreaterThanOrEqual(MIN_INPUTS_PER_ROUTE);
    expect(inputs.every((input) => contractRejects(synthetic, input))).toBe(true);
    for (const part of ['params', 'query', 'body'] as const) {
      expect(inputs.filter((input) => input.part === part).length, part).toBeGreaterThan(50);
    }
  });

  it('is deterministic, so a failure reproduces', () => {
    const valid = validRequest(synthetic, { ...world.a, coupleId: world.a.id });
    const labels = (run: WalkInput[]) => run.map((input) => input.label);
    const first = malformedInputs(synthetic, valid);
    expect(labels(malformedInputs(synthetic, valid))).toEqual(labels(first));
  });
});
