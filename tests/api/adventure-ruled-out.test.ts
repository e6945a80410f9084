import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveIntent } from '@shared/api/intent';
import { initializeJourney } from '@shared/api/journey';
import {
  ACCESSORIES,
  MAX_PLAN_ACCESSORIES,
  NO_ACCESSORY,
  TAKE_A_CHANCE,
} from '@shared/domain/adventures';
import { chanceVerdictForPartner } from '@shared/domain/take-a-chance';
import { adventureCalls } from '../support/server/adventure-fixture';
import { callRouteOk } from '../support/server/call-route';
import { playingCouple, type PlayingCouple } from '../support/server/play-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

/**
 * Nothing in an adventure singles out what a partner ruled out (docs/intent-and-adventures.md,
 * docs/matching-and-privacy.md): the lead's accessories come back as chosen, the plan weaves
 * in a few of those that fit drawn at random, the coin of a Take a Chance is flipped once per
 * draft, and generating again and again is limited per account.
 */
const PER_HOUR = 12;
let t: TestApp;
let calls: ReturnType<typeof adventureCalls>;

beforeAll(async () => {
  t = await createTestApp({ ADVENTURE_RATE_LIMIT: String(PER_HOUR) });
  calls = adventureCalls(t.app);
});
afterAll(() => t?.close());

const EVERY_ACCESSORY = ACCESSORIES.filter((name) => name !== NO_ACCESSORY);
/** What the partner keeps out: Candles (fire), Chocolate (their own words), Wine (alcohol). */
const RULED_OUT = ['Candles', 'Chocolate', 'Wine'];

/** A couple whose partner (player 2) rules out fire, chocolate and alcohol. */
async function carefulCouple(): Promise<PlayingCouple> {
  const couple = await playingCouple(t.app);
  await callRouteOk(t.app, initializeJourney, {
    token: couple.player2.token,
    params: { id: couple.coupleId },
    body: {
      startingLevel: 'Vanilla',
      desiredLevel: 'Intense',
      hardBoundaries: ['fire', 'custom: chocolate'],
    },
  });
  await callRouteOk(t.app, saveIntent, {
    token: couple.player2.token,
    body: { avoidCategories: ['Alcohol'] },
  });
  return couple;
}

/** How a plan's steps name each accessory ("deal three cards", "roll a die", "a square of chocolate"). */
const NAMED_AS: Record<string, RegExp> = {
  Candles: /\bcandle/i,
  'Music playlist': /\bplaylist\b/i,
  'Massage oil': /\boil\b/i,
  Blindfold: /\bblindfold/i,
  'Silk scarf': /\bscarf\b/i,
  Feather: /\bfeather/i,
  'Ice cubes': /\bice\b/i,
  Dice: /\b(dice|die)\b/i,
  'Card deck': /\b(cards?|deck)\b/i,
  Chocolate: /\bchocolate/i,
  Wine: /\bwine\b/i,
};

/** The accessories the server drew for the plan, each checked to be named in its steps. */
async function woven(draft: { id: string; details: string | null }): Promise<string[]> {
  const {
    rows: [row],
  } = await t.database.pool.query<{ plan_accessories: string[] }>(
    'select plan_accessories from experiences where id = $1',
    [draft.id],
  );
  const drawn = row!.plan_accessories;
  for (const name of drawn) expect(draft.details ?? '', name).toMatch(NAMED_AS[name]!);
  return drawn;
}

describe('accessories', () => {
  it('come back as the lead chose them; the plan uses a few that fit, drawn at random', async () => {
    const couple = await carefulCouple();
    const lead = couple.player1;
    const first = await calls.generate(lead, couple.coupleId, 'romantic', [...EVERY_ACCESSORY]);
    expect(first.status, first.response.body).toBe(201);
    // Each draft with what the server drew for it, read before the next one replaces it.
    const drafts = [{ draft: first.body, used: await woven(first.body) }];
    for (let i = 0; i < 6; i += 1) {
      const again = await calls.regenerate(lead, first.body.id);
      expect(again.status, again.response.body).toBe(200);
      drafts.push({ draft: again.body, used: await woven(again.body) });
    }

    const seen = new Set<string>();
    for (const { draft, used } of drafts) {
      // The lead's own choice, all eleven: nothing is missing from it.
      expect(draft.selectedAccessories).toEqual(EVERY_ACCESSORY);
      expect(used.length).toBeGreaterThan(0);
      expect(used.length).toBeLessThanOrEqual(MAX_PLAN_ACCESSORIES);
      for (const name of RULED_OUT) expect(used).not.toContain(name);
      for (const name of used) seen.add(name);
    }
    // Drawn at random: seven plans of three among eight do not all name the same three.
    expect(seen.size).toBeGreaterThan(MAX_PLAN_ACCESSORIES);

    // The partner, once they accept, is asked to bring only what the plan uses.
    await calls.confirm(lead, first.body.id, 'Keep Friday evening free.');
    const accepted = await calls.respond(couple.player2, first.body.id, 'accepted');
    expect(accepted.status, accepted.response.body).toBe(200);
    const partnerList = await calls.list(couple.player2);
    const forPartner = partnerList.find((adventure) => adventure.id === first.body.id)!;
    expect(forPartner.selectedAccessories).toEqual(drafts.at(-1)!.used);
  });
});

describe('Take a Chance', () => {
  it('keeps the coin it flipped when the draft is regenerated', async () => {
    const couple = await playingCouple(t.app);
    const draft = await calls.generate(couple.player1, couple.coupleId, TAKE_A_CHANCE);
    expect(draft.status, draft.response.body).toBe(201);
    const coin = draft.body.chanceOutcome!;
    expect(coin).not.toBeNull();
    for (let i = 0; i < 10; i += 1) {
      const again = await calls.regenerate(couple.player1, draft.body.id);
      expect(again.status, again.response.body).toBe(200);
      expect(again.body.chanceOutcome).toBe(coin);
      expect(
        again.body.partnerTeaser?.endsWith(
          chanceVerdictForPartner(coin, again.body.leadPartnerName),
        ),
      ).toBe(true);
    }
  });
});

describe('generating again and again', () => {
  it(`is limited to ${PER_HOUR} an hour per account, with a clear message`, async () => {
    const couple = await playingCouple(t.app);
    const first = await calls.generate(couple.player1, couple.coupleId);
    expect(first.status, first.response.body).toBe(201);
    for (let i = 1; i < PER_HOUR; i += 1) {
      const again = await calls.regenerate(couple.player1, first.body.id);
      expect(again.status, again.response.body).toBe(200);
    }
    const refused = [
      await calls.regenerate(couple.player1, first.body.id),
      await calls.generate(couple.player1, couple.coupleId),
    ];
    for (const reply of refused) {
      expect(reply.status).toBe(429);
      expect(reply.response.json()).toEqual({
        message:
          'Too many adventure generations from your account. Please wait 60 minutes and try again.',
      });
      expect(Number(reply.response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Nothing else is limited, and the partner keeps a budget of their own.
    expect((await calls.list(couple.player1)).length).toBe(1);
    const partners = await calls.generate(couple.player2, couple.coupleId);
    expect(partners.status, partners.response.body).toBe(201);
  });
});
