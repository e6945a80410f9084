import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { list as listNotifications, type Notification } from '@shared/api/notifications';
import * as subscription from '@shared/api/subscription';
import type { SubscriptionStatus } from '@shared/api/subscription';
import type { Feature, PaidTier, Tier } from '@shared/domain/tiers';
import { addMonths, FEATURES, FREE_FEATURES, TIER_FEATURES } from '@shared/domain/tiers';
import { subscriptions } from '../../src/server/db/schema';
import { ageCouple, createCouple, type TestCouple } from '../support/server/couple-fixture';
import { callRoute, callRouteOk, unchecked, type Unchecked } from '../support/server/call-route';
import { registerPlayer } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

const DAY = 86_400_000;
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
});
afterAll(async () => t.close());

const statusOf = (coupleId: string, token?: string) =>
  callRoute(t.app, subscription.getStatus, { token, params: { coupleId } });
const initializeAs = (coupleId: string, token?: string) =>
  callRoute(t.app, subscription.initialize, { token, params: { coupleId } });
const upgradeAs = (coupleId: string, token: string, body: { tier: PaidTier } | Unchecked) =>
  callRoute(t.app, subscription.upgrade, { token, params: { coupleId }, body });
const tierOf = (coupleId: string, token?: string) =>
  callRoute(t.app, subscription.getTier, { token, params: { coupleId } });
const checkFeature = (coupleId: string, feature: Feature, token?: string) =>
  callRoute(t.app, subscription.checkFeature, { token, params: { coupleId, feature } });
const featuresOf = (tier: Tier) =>
  callRoute(t.app, subscription.featuresOfTier, { params: { tier } });
const notificationsOf = (token: string) => callRouteOk(t.app, listNotifications, { token });

async function initialize(couple: TestCouple): Promise<SubscriptionStatus> {
  const reply = await initializeAs(couple.coupleId, couple.a.token);
  expect(reply.status, reply.response.body).toBe(200);
  return reply.body;
}

async function upgrade(couple: TestCouple, tier: PaidTier): Promise<SubscriptionStatus> {
  const reply = await upgradeAs(couple.coupleId, couple.b.token, { tier });
  expect(reply.status, reply.response.body).toBe(200);
  return reply.body;
}

async function rowsOf(coupleId: string) {
  return t.database.db.select().from(subscriptions).where(eq(subscriptions.coupleId, coupleId));
}

const near = (iso: string, expected: Date, tolerance = MINUTE) =>
  Math.abs(new Date(iso).getTime() - expected.getTime()) < tolerance;

describe('status and initialization', () => {
  it('is not found until initialized, then a 14-day trial from the couple’s creation', async () => {
    const couple = await createCouple(t.app, t.database.db);
    const before = await statusOf(couple.coupleId, couple.a.token);
    expect(before.status).toBe(404);
    expect(before.response.json()).toEqual({ message: 'Subscription not found' });

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
      const status = await statusOf(couple.coupleId, token);
      expect(status.status).toBe(200);
      expect(status.body).toEqual(created);
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
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        initializeAs(couple.coupleId, i % 2 ? couple.a.token : couple.b.token),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    const expireDates = new Set(replies.map((r) => r.body.expireDate));
    expect(expireDates.size).toBe(1);
    expect(await rowsOf(couple.coupleId)).toHaveLength(1);
  });

  it('reports an ended trial as inactive with nothing but the free features', async () => {
    const couple = await createCouple(t.app, t.database.db);
    await ageCouple(t.database.db, couple.coupleId, 15);

    // Without a row the tier is still the trial computed from the couple, and none is created.
    const tierWithoutRow = await tierOf(couple.coupleId, couple.a.token);
    expect(tierWithoutRow.body).toEqual({
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
    const tier = await tierOf(couple.coupleId, couple.b.token);
    expect(tier.status).toBe(200);
    expect(tier.body).toEqual({ tier: 'Trial', features: [...FREE_FEATURES], isActive: false });

    const survey = await checkFeature(couple.coupleId, 'survey', couple.a.token);
    expect(survey.body).toMatchObject({ hasAccess: true, requiredTier: null });
    const dares = await checkFeature(couple.coupleId, 'dares', couple.a.token);
    expect(dares.body).toMatchObject({ hasAccess: false, tier: 'Trial', requiredTier: 'Basic' });
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
    const read = await statusOf(couple.coupleId, couple.a.token);
    expect(read.body).toEqual(status);
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
    await ageCouple(t.database.db, couple.coupleId, 40);
    await upgrade(couple, 'Basic');
    await t.database.db
      .update(subscriptions)
      .set({ paidUntil: new Date(Date.now() - 3 * DAY) })
      .where(eq(subscriptions.coupleId, couple.coupleId));
    const lapsed = await statusOf(couple.coupleId, couple.a.token);
    expect(lapsed.body).toMatchObject({ tier: 'Basic', isActive: false, daysRemaining: 0 });
    expect(lapsed.body.statusMessage).toMatch(
      /^Your Basic plan ended on .+\. Choose a plan to keep playing\.$/,
    );
    const tier = await tierOf(couple.coupleId, couple.a.token);
    expect(tier.body).toEqual({ tier: 'Basic', features: [...FREE_FEATURES], isActive: false });

    const renewed = await upgrade(couple, 'Basic');
    expect(near(renewed.expireDate, addMonths(new Date(), 1))).toBe(true);
  });

  it('refuses a tier that is not for sale', async () => {
    const couple = await createCouple(t.app, t.database.db);
    for (const tier of ['Gold', 'Trial', '']) {
      const reply = await upgradeAs(couple.coupleId, couple.a.token, unchecked({ tier }));
      expect(reply.status).toBe(400);
      expect(reply.response.json().message).toContain('Tier must be Basic or Premium.');
    }
    const missing = await upgradeAs(couple.coupleId, couple.a.token, unchecked({}));
    expect(missing.status).toBe(400);
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
        statusOf(couple.coupleId, i % 2 ? couple.a.token : couple.b.token),
      ),
    );
    await statusOf(couple.coupleId, couple.b.token);
    await tierOf(couple.coupleId, couple.a.token);

    for (const partner of [couple.a, couple.b]) {
      const warnings = titled(await notificationsOf(partner.token));
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
      Array.from({ length: 8 }, () => statusOf(couple.coupleId, couple.a.token)),
    );
    expect(reads.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (const partner of [couple.a, couple.b]) {
      const list = await notificationsOf(partner.token);
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
      const list = await notificationsOf(partner.token);
      expect(titled(list)).toHaveLength(0);
    }
  });
});

describe('tier access', () => {
  it('gives an active trial every feature, even before its subscription exists', async () => {
    const couple = await createCouple(t.app, t.database.db);
    const tier = await tierOf(couple.coupleId, couple.a.token);
    expect(tier.status).toBe(200);
    expect(tier.body).toEqual({ tier: 'Trial', features: [...FEATURES], isActive: true });
    const coach = await checkFeature(couple.coupleId, 'coach-iq', couple.b.token);
    expect(coach.body).toEqual({
      hasAccess: true,
      feature: 'coach-iq',
      tier: 'Trial',
      requiredTier: 'Premium',
    });
    expect(await rowsOf(couple.coupleId)).toHaveLength(0);
  });

  it('keeps every trial feature when Basic is chosen during the trial, until the trial ends', async () => {
    const couple = await createCouple(t.app, t.database.db);
    const status = await upgrade(couple, 'Basic');
    expect(status).toMatchObject({ tier: 'Basic', isActive: true });
    expect(near(status.trialEndsAt, new Date(Date.now() + 14 * DAY), 5 * MINUTE)).toBe(true);
    const coach = await checkFeature(couple.coupleId, 'coach-iq', couple.a.token);
    expect(coach.body).toMatchObject({ hasAccess: true, tier: 'Basic' });
    const tier = await tierOf(couple.coupleId, couple.a.token);
    expect(tier.body).toEqual({ tier: 'Basic', features: [...FEATURES], isActive: true });
  });

  it('keeps the coach from Basic once the trial is over, naming Premium as the tier that has it', async () => {
    const couple = await createCouple(t.app, t.database.db);
    await ageCouple(t.database.db, couple.coupleId, 15);
    await upgrade(couple, 'Basic');
    const coach = await checkFeature(couple.coupleId, 'coach-iq', couple.a.token);
    expect(coach.status).toBe(200);
    expect(coach.body).toEqual({
      hasAccess: false,
      feature: 'coach-iq',
      tier: 'Basic',
      requiredTier: 'Premium',
    });
    const adventures = await checkFeature(couple.coupleId, 'adventures', couple.a.token);
    expect(adventures.body).toMatchObject({ hasAccess: true, requiredTier: 'Basic' });
    const tier = await tierOf(couple.coupleId, couple.a.token);
    expect(tier.body).toEqual({
      tier: 'Basic',
      features: [...TIER_FEATURES.Basic],
      isActive: true,
    });
  });

  it('opens the coach on Premium', async () => {
    const couple = await createCouple(t.app, t.database.db);
    await upgrade(couple, 'Premium');
    const coach = await checkFeature(couple.coupleId, 'coach-iq', couple.b.token);
    expect(coach.body).toMatchObject({ hasAccess: true, tier: 'Premium' });
  });

  it('refuses an unknown feature', async () => {
    const couple = await createCouple(t.app, t.database.db);
    const reply = await callRoute(t.app, subscription.checkFeature, {
      token: couple.a.token,
      params: unchecked({ coupleId: couple.coupleId, feature: 'teleport' }),
    });
    expect(reply.status).toBe(400);
    expect(reply.response.json().message).toContain('Unknown feature.');
  });

  it('lists any tier’s features to anyone, signed in or not', async () => {
    for (const tier of ['Trial', 'Basic', 'Premium'] as const) {
      const reply = await featuresOf(tier);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ tier, features: [...TIER_FEATURES[tier]] });
    }
    expect((await featuresOf('Basic')).body.features).not.toContain('coach-iq');
    const gold = await callRoute(t.app, subscription.featuresOfTier, {
      params: unchecked({ tier: 'Gold' }),
    });
    expect(gold.status).toBe(400);
    expect(gold.response.json().message).toContain('Tier must be Trial, Basic or Premium.');
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

  /** Every couple route of this area, by name, called with `token` (or none). */
  const coupleCalls = (coupleId: string) => ({
    [subscription.getStatus.name]: (token?: string) => statusOf(coupleId, token),
    [subscription.initialize.name]: (token?: string) => initializeAs(coupleId, token),
    [subscription.upgrade.name]: (token?: string) =>
      callRoute(t.app, subscription.upgrade, {
        token,
        params: { coupleId },
        body: { tier: 'Premium' },
      }),
    [subscription.getTier.name]: (token?: string) => tierOf(coupleId, token),
    [subscription.checkFeature.name]: (token?: string) => checkFeature(coupleId, 'coach-iq', token),
  });

  it('answers 404 to a player outside the couple, changing nothing', async () => {
    const [before] = await rowsOf(couple.coupleId);
    for (const token of [loner.token, otherCouple.a.token]) {
      for (const [name, call] of Object.entries(coupleCalls(couple.coupleId))) {
        expect((await call(token)).status, name).toBe(404);
      }
    }
    expect(await rowsOf(couple.coupleId)).toEqual([before]);
    expect(await rowsOf(otherCouple.coupleId)).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    for (const [name, call] of Object.entries(coupleCalls(couple.coupleId))) {
      expect((await call()).status, name).toBe(401);
    }
  });

  it('answers 400 to a malformed couple id', async () => {
    for (const [name, call] of Object.entries(coupleCalls('not-a-couple'))) {
      const reply = await call(couple.a.token);
      expect(reply.status, name).toBe(400);
      expect(reply.response.json().message).toContain('Invalid couple ID format');
    }
  });
});
