import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveIntent } from '@shared/api/intent';
import { initializeJourney } from '@shared/api/journey';
import {
  DARE_ERRORS,
  DARE_LEVEL,
  DARE_OPTION_COUNT,
  DARE_OPTION_TTL_MS,
  DARE_POINTS,
} from '@shared/domain/dares';
import { customBoundary, levelRank } from '@shared/domain/journey';
import { featureNeedsPlan } from '@shared/domain/tiers';
import { DARE_TEMPLATES } from '../../src/server/content/dares/catalogue';
import { dareTextTouches } from '../../src/server/content/guarded-dares';
import { dareOptions, dares } from '../../src/server/db/schema';
import { callRouteOk } from '../support/server/call-route';
import { putOnPlan } from '../support/server/coach-fixture';
import {
  dareNoticesOf,
  dareRow,
  dareTestApp,
  daringCouple,
  ok,
  openedText,
  refusal,
} from '../support/server/dare-fixture';
import type { PlayingCouple } from '../support/server/play-fixture';
import { TestClock } from '../support/server/test-clock';

// Choosing a dare before sending it, or writing one's own, on the real server and database.
const clock = new TestClock();
const { t, calls } = dareTestApp({ clock });
beforeEach(() => clock.reset());

const REFUSED = 'Spooning at bedtime';
const RECEIVERS_OWN = 'lighthouse';
const AVOIDED = ['Blindfolds', 'Restraints', 'Toys', 'Dirty talk'];

/**
 * Player 1, the sender, refuses one activity; player 2, the receiver, keeps a custom hard
 * boundary and avoids several categories the bolder dares often touch.
 */
async function guardedCouple(): Promise<PlayingCouple> {
  const c = await daringCouple(t.app, {
    answers: (_key, activity) => (activity === REFUSED ? 'No' : 'Yes'),
  });
  await callRouteOk(t.app, initializeJourney, {
    token: c.player2.token,
    params: { id: c.coupleId },
    body: {
      startingLevel: 'Intense',
      desiredLevel: 'Intense',
      hardBoundaries: [customBoundary(RECEIVERS_OWN)],
    },
  });
  await callRouteOk(t.app, saveIntent, {
    token: c.player2.token,
    body: { avoidCategories: AVOIDED },
  });
  return c;
}

/** Both partners' boundaries as the guard reads them, for checking what was offered. */
const bothBoundaries = {
  refusedActivities: [REFUSED],
  hardBoundaries: [customBoundary(RECEIVERS_OWN)],
  avoidCategories: AVOIDED,
};

const to = (c: PlayingCouple, difficultyLevel: 'romantic' | 'hot' | 'spicy' = 'hot') => ({
  coupleId: c.coupleId,
  receiverId: c.player2.id,
  difficultyLevel,
});

const optionsFor = async (c: PlayingCouple, difficulty: 'romantic' | 'hot' | 'spicy' = 'hot') =>
  ok(await calls.options(c.player1, to(c, difficulty)));

const dareCount = async (coupleId: string) =>
  (await t.database.db.select().from(dares).where(eq(dares.coupleId, coupleId))).length;

describe('POST /api/dares/options', () => {
  it('offers three different dares of the difficulty, within its level and clear of both partners’ boundaries', async () => {
    const c = await guardedCouple();
    for (const difficulty of ['hot', 'spicy'] as const) {
      const options = await optionsFor(c, difficulty);
      expect(options).toHaveLength(DARE_OPTION_COUNT);
      expect(new Set(options.map((option) => option.dareText)).size).toBe(DARE_OPTION_COUNT);
      const rows = await t.database.db
        .select()
        .from(dareOptions)
        .where(eq(dareOptions.coupleId, c.coupleId));
      for (const option of options) {
        expect(option.points).toBe(DARE_POINTS[difficulty]);
        const row = rows.find((stored) => stored.id === option.optionId)!;
        const template = DARE_TEMPLATES.find((dare) => dare.id === row.templateId)!;
        expect(levelRank(template.level)).toBeLessThanOrEqual(levelRank(DARE_LEVEL[difficulty]));
        expect(
          dareTextTouches(option.dareText, row.templateId, {
            ...bothBoundaries,
            maxLevel: DARE_LEVEL[difficulty],
          }),
          option.dareText,
        ).toBe(false);
      }
    }
  });

  it('leaves out the dares the receiver’s boundaries rule out', async () => {
    const c = await daringCouple(t.app);
    // The partner is offered first: the engine's picks rest on the couple, not on who asks.
    const offeredFirst: string[] = ok(
      await calls.options(c.player2, {
        coupleId: c.coupleId,
        receiverId: c.player1.id,
        difficultyLevel: 'hot',
      }),
    ).map((option) => option.dareText);
    const longestWord = (text: string) =>
      text.split(/[^A-Za-z]+/).reduce((a, b) => (b.length > a.length ? b : a), '');
    await callRouteOk(t.app, initializeJourney, {
      token: c.player2.token,
      params: { id: c.coupleId },
      body: {
        startingLevel: 'Intense',
        desiredLevel: 'Intense',
        hardBoundaries: offeredFirst.map((text) => customBoundary(longestWord(text))),
      },
    });
    const options = await optionsFor(c);
    expect(options).toHaveLength(DARE_OPTION_COUNT);
    const ruledOut = offeredFirst.map(longestWord).map((word) => word.toLowerCase());
    for (const option of options)
      for (const word of ruledOut) expect(option.dareText.toLowerCase()).not.toContain(word);
  });

  it('shows three others when asked again, and sends nothing', async () => {
    const c = await guardedCouple();
    const first = await optionsFor(c);
    const second = await optionsFor(c);
    const firstTexts = first.map((option) => option.dareText);
    expect(second.filter((option) => firstTexts.includes(option.dareText))).toEqual([]);
    expect(await dareCount(c.coupleId)).toBe(0);
    expect(await dareNoticesOf(t.app, c.player2)).toEqual([]);
  });

  it('is refused outside the couple and above the journey level, as generate is', async () => {
    const c = await guardedCouple();
    const other = await daringCouple(t.app);
    expect(refusal(await calls.options(other.player1, to(c)))).toMatchObject({ status: 404 });
    const playful = await daringCouple(t.app, {
      journey: { startingLevel: 'Playful', desiredLevel: 'Intense' },
    });
    expect(refusal(await calls.options(playful.player1, to(playful)))).toEqual({
      status: 400,
      body: { message: DARE_ERRORS.difficultyTooHigh('hot', 'Playful') },
    });
    await putOnPlan(t.app, t.database.db, c, 'ended trial');
    expect(refusal(await calls.options(c.player1, to(c)))).toEqual({
      status: 403,
      body: { message: featureNeedsPlan('dares') },
    });
    expect(
      await t.database.db.select().from(dareOptions).where(eq(dareOptions.coupleId, c.coupleId)),
    ).toEqual([]);
  });
});

describe('sending a chosen dare', () => {
  it('sends exactly the chosen text, with its points, once', async () => {
    const c = await guardedCouple();
    const options = await optionsFor(c);
    const chosen = options[1]!;
    const dare = ok(await calls.generate(c.player1, { ...to(c), optionId: chosen.optionId }), 201);
    expect(dare).toMatchObject({ dareText: chosen.dareText, points: chosen.points });
    expect(openedText((await dareRow(t.database.db, dare.id))!)).toBe(chosen.dareText);
    expect(await dareNoticesOf(t.app, c.player2)).toHaveLength(1);
    // Sent once: the same choice again is no longer on offer.
    expect(
      refusal(await calls.generate(c.player1, { ...to(c), optionId: chosen.optionId })),
    ).toEqual({ status: 400, body: { message: DARE_ERRORS.optionGone } });
    expect(await dareCount(c.coupleId)).toBe(1);
  });

  it('refuses a forged, expired, partner’s or other couple’s choice alike, writing nothing', async () => {
    const c = await guardedCouple();
    const other = await guardedCouple();
    const [mine] = await optionsFor(c);
    const [theirs] = await optionsFor(other);
    const partners = ok(
      await calls.options(c.player2, {
        coupleId: c.coupleId,
        receiverId: c.player1.id,
        difficultyLevel: 'hot',
      }),
    )[0]!;
    const gone = { status: 400, body: { message: DARE_ERRORS.optionGone } };
    const tries = [
      crypto.randomUUID(), // forged
      theirs!.optionId, // another couple's
      partners.optionId, // the partner's own, offered to them
    ];
    for (const optionId of tries)
      expect(refusal(await calls.generate(c.player1, { ...to(c), optionId }))).toEqual(gone);
    // Another difficulty than the one it was offered for.
    expect(
      refusal(await calls.generate(c.player1, { ...to(c, 'spicy'), optionId: mine!.optionId })),
    ).toEqual(gone);
    clock.advance(DARE_OPTION_TTL_MS + 1000);
    expect(
      refusal(await calls.generate(c.player1, { ...to(c), optionId: mine!.optionId })),
    ).toEqual(gone);
    expect(await dareCount(c.coupleId)).toBe(0);
    expect(await dareNoticesOf(t.app, c.player2)).toEqual([]);
  });

  it('refuses a choice that touches a boundary set since it was offered', async () => {
    const c = await guardedCouple();
    const [chosen] = await optionsFor(c, 'romantic');
    const word = chosen!.dareText.split(/\W+/).find((w) => w.length > 5)!;
    await callRouteOk(t.app, initializeJourney, {
      token: c.player2.token,
      params: { id: c.coupleId },
      body: {
        startingLevel: 'Intense',
        desiredLevel: 'Intense',
        hardBoundaries: [customBoundary(RECEIVERS_OWN), customBoundary(word)],
      },
    });
    expect(
      refusal(
        await calls.generate(c.player1, { ...to(c, 'romantic'), optionId: chosen!.optionId }),
      ),
    ).toEqual({ status: 400, body: { message: DARE_ERRORS.optionGone } });
    expect(await dareCount(c.coupleId)).toBe(0);
  });
});

describe('sending a dare in one’s own words', () => {
  it('refuses words touching the receiver’s boundary without saying which, writing nothing', async () => {
    const c = await guardedCouple();
    for (const customText of [
      'Meet me at the old lighthouse at sunset.',
      'Put on a blindfold and wait for me.',
    ]) {
      expect(refusal(await calls.generate(c.player1, { ...to(c), customText }))).toEqual({
        status: 400,
        body: { message: DARE_ERRORS.customTouchesBoundary },
      });
    }
    expect(DARE_ERRORS.customTouchesBoundary).not.toMatch(/lighthouse|blindfold/i);
    expect(await dareCount(c.coupleId)).toBe(0);
    expect(await dareNoticesOf(t.app, c.player2)).toEqual([]);
  });

  it('sends words clear of every boundary as written', async () => {
    const c = await guardedCouple();
    const customText = 'Slow dance with me in the kitchen tonight.';
    const dare = ok(await calls.generate(c.player1, { ...to(c), customText }), 201);
    expect(dare).toMatchObject({ dareText: customText, points: DARE_POINTS.hot });
    const row = (await dareRow(t.database.db, dare.id))!;
    expect({ text: openedText(row), templateId: row.templateId }).toEqual({
      text: customText,
      templateId: null,
    });
    expect(await dareNoticesOf(t.app, c.player2)).toHaveLength(1);
  });

  it('checks the words’ length, and takes a choice or own words, not both', async () => {
    const c = await guardedCouple();
    const [chosen] = await optionsFor(c);
    const refused = [
      { customText: '   ' },
      { customText: 'x'.repeat(401) },
      { customText: 'Dance with me.', optionId: chosen!.optionId },
    ];
    for (const extra of refused) {
      const reply = await calls.generate(c.player1, { ...to(c), ...extra });
      expect(reply.status).toBe(400);
    }
    expect(await dareCount(c.coupleId)).toBe(0);
  });
});
