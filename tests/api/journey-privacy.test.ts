import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@shared/api';
import { getJourney, initializeJourney } from '@shared/api/journey';
import { boundaryLabel } from '@shared/domain/journey';
import { callRouteOk } from '../support/server/call-route';
import { playingCouple } from '../support/server/play-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { catalogueSample, loadStructure } from '../support/server/walk/catalogue';
import {
  callEverything,
  jsonParts,
  shownSecrets,
  type Sent,
} from '../support/server/walk/disclosure';
import { describe as explain } from '../support/server/walk/exchange';
import { refresh, type Member } from '../support/server/walk/members';

/**
 * Hard boundaries are private like a No: `a` sets some, then the partner `p` calls every
 * route of the contract (reads, writes, reads again, deletions, reads once more), and no
 * answer may hold a's boundaries, nor a field that attributes boundaries to anyone but p.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
});
afterAll(async () => t?.close());

const A_BOUNDARIES = ['weapons', 'custom: velvet secret lighthouse'];
const P_BOUNDARIES = ['custom: bo keeps this one'];
const keysOf = (body: string): string[] => {
  try {
    return jsonParts(JSON.parse(body)).keys;
  } catch {
    return [];
  }
};
const ATTRIBUTION = /partner.*bound|bound.*(partner|other|player[12])|player[12].*bound/i;

describe('hard boundaries stay with the partner who set them', () => {
  let sent: Sent[];
  let pOwn: string[];

  beforeAll(async () => {
    const couple = await playingCouple(t.app, {
      journey: { startingLevel: 'Vanilla', desiredLevel: 'Intense' },
    });
    await callRouteOk(t.app, initializeJourney, {
      token: couple.player1.token,
      params: { id: couple.coupleId },
      body: { startingLevel: 'Vanilla', desiredLevel: 'Intense', hardBoundaries: A_BOUNDARIES },
    });
    await callRouteOk(t.app, initializeJourney, {
      token: couple.player2.token,
      params: { id: couple.coupleId },
      body: { startingLevel: 'Vanilla', desiredLevel: 'Intense', hardBoundaries: P_BOUNDARIES },
    });
    const catalogue = catalogueSample(await loadStructure(t.app));
    const member = async (session: typeof couple.player1): Promise<Member> =>
      refresh(t.app, {
        id: session.id,
        email: session.email,
        token: session.token,
        claims: {},
        coupleId: couple.coupleId,
        records: {},
        catalogue,
      });
    const [a, p] = [await member(couple.player1), await member(couple.player2)];
    const journey = await callRouteOk(t.app, getJourney, {
      token: p.token,
      params: { id: couple.coupleId },
    });
    expect(journey.myHardBoundaries).toEqual(P_BOUNDARIES);
    sent = await callEverything(t.app, allRoutes, { caller: p, other: a });
    // Whatever p's own writes set (the walk's samples may pick a listed boundary) is p's.
    pOwn = sent
      .filter((s) => s.call.route === getJourney && s.exchange.status === 200)
      .flatMap(
        (s) => (JSON.parse(s.exchange.body) as { myHardBoundaries: string[] }).myHardBoundaries,
      );
  });

  it('p called every route of the contract', () => {
    expect([...new Set(sent.map((s) => s.call.route.name))].sort()).toEqual(
      allRoutes.map((route) => route.name).sort(),
    );
  });

  it("no answer p gets holds a's boundaries or says whose a boundary is", () => {
    const secrets = A_BOUNDARIES.filter((b) => !pOwn.includes(b)).flatMap((b) => [
      b,
      boundaryLabel(b),
    ]);
    expect(secrets.length).toBeGreaterThan(0);
    const problems = sent.flatMap(({ call, phase, exchange }) => {
      const where = explain(call.route, phase, exchange);
      if (exchange.status >= 500) return [`${where}: server error`];
      const shown = shownSecrets(exchange.body, secrets);
      const keys = keysOf(exchange.body);
      return [
        ...(shown.length ? [`${where} shows ${shown.join(', ')}`] : []),
        ...keys.filter((key) => ATTRIBUTION.test(key)).map((key) => `${where}: field ${key}`),
      ];
    });
    expect(problems).toEqual([]);
  });
});
