import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Notification } from '@shared/api/notifications';
import type { SubscriptionStatus } from '@shared/api/subscription';
import { addMonths, FEATURES, FREE_FEATURES, TIER_FEATURES } from '@shared/domain/tiers';
import { subscriptions } from '../../src/server/db/schema';
import { ageCouple, createCouple, type TestCouple } from '../support/server/couple-fixture';
import { bearer, registerPlayer } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

const DAY = 86_400_000;
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
});
afterAll(async () => t.close());

const statusUrl = (coupleId: string) => `/api/subscription/couple/${coupleId}/status`;
const initializeUrl = (coupleId: string) => `/api/subscription/couple/${coupleId}/initialize`;
const upgradeUrl = (coupleId: string) => `/api/subscription/couple/${coupleId}/upgrade`;
const tierUrl = (coupleId: string) => `/api/tier-access/tier/${coupleId}`;
const checkUrl = (coupleId: string, feature: string) =>
  `/api/tier-access/check/${coupleId}/${feature}`;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });

async function initialize(couple: TestCouple): Promise<SubscriptionStatus> {
  const response = await post(initializeUrl(couple.coupleId), couple.a.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function upgrade(couple: TestCouple, tier: string): Promise<SubscriptionStatus> {
  const response = await post(upgradeUrl(couple.coupleId), couple.b.token, { tier });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function rowsOf(coupleId: string) {
  return t.database.db.select().from(subscriptions).where(eq(subscriptions.coupleId, coupleId));
}

const near = (iso: string, expected: Date, tolerance = MINUTE) =>
  Math.abs(new Date(iso).getTime() - expected.getTime()) < tolerance;

describe('status and initialization', () => {
  it('is not found until initialized, then a 14-day trial from the couple’s creation', async () => {
    const couple = await createCouple(t.app, t.database.db);
    const before = await get(statusUrl(couple.coupleId), couple.a.token);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ message: 'Subscription not found' });

    const created = await initialize(couple);
    expect(created).toMatchObject({
      tier: 'Trial',
      isActive: true,
      isTrialActive: true,
      daysRemaining: 14,
      statusMessage: 'Free trial: 14 days left',
    });
    expect(near(created.expireDate, new Date(Date.now() + 14 * DAY))).toBe(true);

    // Either partner reads the same status.
    for (const token of [couple.a.token, couple.b.token]) {
      const status = await get(statusUrl(couple.coupleId), token);
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual(created);
    }
  });

  it('counts the trial from when the couple was created, not from initialization', async () => {
    const couple = await createCouple(t.app, t.database.db);
    await ageCouple(t.database.db, couple.coupleId, 5);
    const status = await initialize(couple);
    expect(status).toMatchObject({ isTrialActive: true, daysRemaining: 9 });
    expect(status.statusMessage).toBe('Free trial: 9 days left');
  });

  it('is idempotent: an existing subscription is returned unchanged, never reset', async () => {
    const couple = await createCouple(t.app, t.database.db);
    const first = await initialize(couple);
    const moved = new Date(Date.now() + 6 * DAY + MINUTE);
    await t.database.db
      .update(subscriptions)
      .set({ trialEndsAt: moved })
      .where(eq(subscriptions.coupleId, couple.coupleId));
    const again = await initialize(couple);
    expect(again.expireDate).toBe(moved.toISOString());
    expect(again.daysRemaining).toBe(7);
    expect(again.expireDate).not.toBe(first.expireDate);

    await upgrade(couple, 'Basic');
    const afterUpgrade = await initialize(couple);
    expect(afterUpgrade.tier).toBe('Basic');
    expect(await rowsOf(couple.coupleId)).toHaveLength(1);
  });

  it('creates one row when several initializations arrive at once', async () => {
    const couple = await createCouple(t.app, t.database.db);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(initializeUrl(couple.coupleId), i % 2 ? couple.a.token : couple.b.token),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const expireDates = new Set(responses.map((r) => (r.json() as SubscriptionStatus).expireDate));
    expect(expireDates.size).toBe(1);
    expect(await rowsOf(couple.coupleId)).toHaveLength(1);
  });

  it('reports an ended trial as inactive with nothing but the free features', async () => {
    const couple = await createCouple(t.app, t.database.db);
    await ageCouple(t.database.db, couple.coupleId, 15);

    // Without a row the tier is still the trial computed from the couple, and none is created.
    const tierWithoutRow = await get(tierUrl(couple.coupleId), couple.a.token);
    expect(tierWithoutRow.json()).toEqual({
      tier: 'Trial',
      features: [...FREE_FEATURES],
      isActive: false,
    });
    expect(await rowsOf(couple.coupleId)).toHaveLength(0);

    const status = await initialize(couple);
    expect(status).toMatchObject({
      tier: 'Trial',
      isActive: false,
      isTrialActive: false,
      daysRemaining: 0,
      statusMessage: 'Your free trial has ended. Choose a plan to keep playing.',
    });
    const tier = await get(tierUrl(couple.coupleId), couple.b.token);
    expect(tier.statusCode).toBe(200);
    expect(tier.json()).toEqual({ tier: 'Trial', features: [...FREE_FEATURES], isActive: false });

    const survey = await get(checkUrl(couple.coupleId, 'survey'), couple.a.token);
    expect(survey.json()).toMatchObject({ hasAccess: true, requiredTier: null });
    const dares = await get(checkUrl(couple.coupleId, 'dares'), couple.a.token);
    expect(dares.json()).toMatchObject({ hasAccess: false, tier: 'Trial', requiredTier: 'Basic' });
  });
});

describe('upgrade', () => {
  it('moves to Basic for a month from now', async () => {
    const couple = await createCouple(t.app, t.database.db);
    await initialize(couple);
    const status = await upgrade(couple, 'Basic');
    expect(status).toMatchObject({ tier: 'Basic', isActive: true, isTrialActive: false });
    expect(near(status.expireDate, addMonths(new Date(), 1))).toBe(true);
    expect(status.daysRemaining).toBeGreaterThanOrEqual(28);
    expect(status.daysRemaining).toBeLessThanOrEqual(31);
    expect(status.statusMessage).toMatch(/^Basic plan: renews on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const read = await get(statusUrl(couple.coupleId), couple.a.token);
    expect(read.json()).toEqual(status);
  });

  it('moves to Premium for a year, creating the subscription when there is none', async () => {
    const couple = await createCouple(t.app, t.database.db);
    const status = await upgrade(couple, 'Premium');
    expect(status).toMatchObject({ tier: 'Premium', isActive: true, isTrialActive: false });
    expect(near(status.expireDate, addMonths(new Date(), 12))).toBe(true);
    expect(status.daysRemaining).toBeGreaterThanOrEqual(365);
    expect(status.statusMessage).toMatch(/^Premium plan \(annual\): renews on /);
    expect(await rowsOf(couple.coupleId)).toHaveLength(1);
  });

  it('adds a new period to what is left of the current one', async () => {
    const couple = await createCouple(t.app, t.database.db);
    const first = await upgrade(couple, 'Basic');
    const second = await upgrade(couple, 'Basic');
    expect(second.expireDate).toBe(addMonths(new Date(first.expireDate), 1).toISOString());
  });

  it('starts from now once the paid period has run out', async () => {
    const couple = await createCouple(t.app, t.database.db);
    await upgrade(couple, 'Basic');
    await t.database.db
      .update(subscriptions)
      .set({ paidUntil: new Date(Date.now() - 3 * DAY) })
      .where(eq(subscriptions.coupleId, couple.coupleId));
    const lapsed = await get(statusUrl(couple.coupleId), couple.a.token);
    expect(lapsed.json()).toMatchObject({ tier: 'Basic', isActive: false, daysRemaining: 0 });
    expect((lapsed.json() as SubscriptionStatus).statusMessage).toMatch(
      /^Your Basic plan ended on .+\. Choose a plan to keep playing\.$/,
    );
    const tier = await get(tierUrl(couple.coupleId), couple.a.token);
    expect(tier.json()).toEqual({ tier: 'Basic', features: [...FREE_FEATURES], isActive: false });

    const renewed = await upgrade(couple, 'Basic');
    expect(near(renewed.expireDate, addMonths(new Date(), 1))).toBe(true);
  });

  it('refuses a tier that is not for sale', async () => {
    const couple = await createCouple(t.app, t.database.db);
    for (const tier of ['Gold', 'Trial', '']) {
      const response = await post(upgradeUrl(couple.coupleId), couple.a.token, { tier });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Tier must be Basic or Premium.');
    }
    const missing = await post(upgradeUrl(couple.coupleId), couple.a.token, {});
    expect(missing.statusCode).toBe(400);
    expect(await rowsOf(couple.coupleId)).toHaveLength(0);
  });
});

describe('trial ending notification', () => {
  const titled = (list: Notification[]) =>
    list.filter((notification) => notification.title === 'Your free trial ends soon');

  it('reaches both partners exactly once, however many times the status is read', async () => {
    const couple = await createCouple(t.app, t.database.db);
    await ageCouple(t.database.db, couple.coupleId, 12);

    const status = await initialize(couple);
    expect(status).toMatchObject({ isTrialActive: true, daysRemaining: 2 });
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        get(statusUrl(couple.coupleId), i % 2 ? couple.a.token : couple.b.token),
      ),
    );
    await get(statusUrl(couple.coupleId), couple.b.token);
    await get(tierUrl(couple.coupleId), couple.a.token);

    for (const partner of [couple.a, couple.b]) {
      const response = await get('/api/notifications', partner.token);
      expect(response.statusCode).toBe(200);
      const warnings = titled(response.json());
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({
        type: 'milestone',
        icon: '⏳',
        description: 'Your Velvet trial ends in 2 days. Choose a plan to keep every feature.',
        actionUrl: '/pricing',
        read: false,
      });
    }
    const [row] = await rowsOf(couple.coupleId);
    expect(row?.trialWarningSentAt).toBeInstanceOf(Date);
  });

  it('is sent once when many first reads of an ending trial arrive together', async () => {
    const couple = await createCouple(t.app, t.database.db);
    await initialize(couple);
    await t.database.db
      .update(subscriptions)
      .set({ trialEndsAt: new Date(Date.now() + 3 * DAY - MINUTE) })
      .where(eq(subscriptions.coupleId, couple.coupleId));
    const reads = await Promise.all(
      Array.from({ length: 8 }, () => get(statusUrl(couple.coupleId), couple.a.token)),
    );
    expect(reads.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    for (const partner of [couple.a, couple.b]) {
      const list = (await get('/api/notifications', partner.token)).json() as Notification[];
      expect(titled(list)).toHaveLength(1);
      expect(titled(list)[0]?.description).toContain('ends in 3 days');
    }
  });

  it('is not sent with more than 3 days left, nor once the trial has ended', async () => {
    const early = await createCouple(t.app, t.database.db);
    await ageCouple(t.database.db, early.coupleId, 10);
    expect((await initialize(early)).daysRemaining).toBe(4);

    const ended = await createCouple(t.app, t.database.db);
    await ageCouple(t.database.db, ended.coupleId, 20);
    await initialize(ended);

    for (const partner of [early.a, early.b, ended.a, ended.b]) {
      const list = (await get('/api/notifications', partner.token)).json() as Notification[];
      expect(titled(list)).toHaveLength(0);
    }
  });
});

describe('tier access', () => {
  it('gives an active trial every feature, even before its subscription exists', async () => {
    const couple = await createCouple(t.app, t.database.db);
    const tier = await get(tierUrl(couple.coupleId), couple.a.token);
    expect(tier.statusCode).toBe(200);
    expect(tier.json()).toEqual({ tier: 'Trial', features: [...FEATURES], isActive: true });
    const coach = await get(checkUrl(couple.coupleId, 'coach-iq'), couple.b.token);
    expect(coach.json()).toEqual({
      hasAccess: true,
      feature: 'coach-iq',
      tier: 'Trial',
      requiredTier: 'Premium',
    });
    expect(await rowsOf(couple.coupleId)).toHaveLength(0);
  });

  it('keeps the coach from Basic, naming Premium as the tier that has it', async () => {
    const couple = await createCouple(t.app, t.database.db);
    await upgrade(couple, 'Basic');
    const coach = await get(checkUrl(couple.coupleId, 'coach-iq'), couple.a.token);
    expect(coach.statusCode).toBe(200);
    expect(coach.json()).toEqual({
      hasAccess: false,
      feature: 'coach-iq',
      tier: 'Basic',
      requiredTier: 'Premium',
    });
    const adventures = await get(checkUrl(couple.coupleId, 'adventures'), couple.a.token);
    expect(adventures.json()).toMatchObject({ hasAccess: true, requiredTier: 'Basic' });
    const tier = await get(tierUrl(couple.coupleId), couple.a.token);
    expect(tier.json()).toEqual({
      tier: 'Basic',
      features: [...TIER_FEATURES.Basic],
      isActive: true,
    });
  });

  it('opens the coach on Premium', async () => {
    const couple = await createCouple(t.app, t.database.db);
    await upgrade(couple, 'Premium');
    const coach = await get(checkUrl(couple.coupleId, 'coach-iq'), couple.b.token);
    expect(coach.json()).toMatchObject({ hasAccess: true, tier: 'Premium' });
  });

  it('refuses an unknown feature', async () => {
    const couple = await createCouple(t.app, t.database.db);
    const response = await get(checkUrl(couple.coupleId, 'teleport'), couple.a.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Unknown feature.');
  });

  it('lists any tier’s features to anyone, signed in or not', async () => {
    for (const tier of ['Trial', 'Basic', 'Premium'] as const) {
      const response = await get(`/api/tier-access/features/${tier}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ tier, features: [...TIER_FEATURES[tier]] });
    }
    const basic = (await get('/api/tier-access/features/Basic')).json() as { features: string[] };
    expect(basic.features).not.toContain('coach-iq');
    const gold = await get('/api/tier-access/features/Gold');
    expect(gold.statusCode).toBe(400);
    expect(gold.json().message).toContain('Tier must be Trial, Basic or Premium.');
  });
});

describe('who may call', () => {
  let couple: TestCouple;
  let otherCouple: TestCouple;
  let loner: Awaited<ReturnType<typeof registerPlayer>>;
  beforeAll(async () => {
    couple = await createCouple(t.app, t.database.db);
    otherCouple = await createCouple(t.app, t.database.db);
    loner = await registerPlayer(t.app);
    await initialize(couple);
  });

  const coupleCalls = (coupleId: string) => [
    { method: 'GET' as const, url: statusUrl(coupleId) },
    { method: 'POST' as const, url: initializeUrl(coupleId) },
    { method: 'POST' as const, url: upgradeUrl(coupleId), payload: { tier: 'Premium' } },
    { method: 'GET' as const, url: tierUrl(coupleId) },
    { method: 'GET' as const, url: checkUrl(coupleId, 'coach-iq') },
  ];

  it('answers 404 to a player outside the couple, changing nothing', async () => {
    const [before] = await rowsOf(couple.coupleId);
    for (const token of [loner.token, otherCouple.a.token]) {
      for (const call of coupleCalls(couple.coupleId)) {
        const response = await t.app.inject({ ...call, headers: bearer(token) });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
    }
    expect(await rowsOf(couple.coupleId)).toEqual([before]);
    expect(await rowsOf(otherCouple.coupleId)).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    for (const call of coupleCalls(couple.coupleId)) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('answers 400 to a malformed couple id', async () => {
    for (const call of coupleCalls('not-a-couple')) {
      const response = await t.app.inject({ ...call, headers: bearer(couple.a.token) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(response.json().message).toContain('Invalid couple ID format');
    }
  });
});
