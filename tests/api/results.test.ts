import { eq, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endCouple } from '@shared/api/couples';
import * as results from '@shared/api/results';
import { markComplete } from '@shared/api/survey';
import type { Preference } from '@shared/domain/survey';
import { COUPLE_SUMMARY } from '../../src/server/crypto/encrypted-columns';
import { FieldCipher } from '../../src/server/crypto/field-cipher';
import type { Database } from '../../src/server/db/client';
import {
  activityAnswers,
  coupleSummaries,
  surveyCategories,
  surveyCompletions,
  surveyOptions,
} from '../../src/server/db/schema';
import { storedAnswer } from '../support/server/answers-at-rest';
import { callRoute } from '../support/server/call-route';
import { connectedCouple, type Session } from '../support/server/couples';
import { registerPlayer } from '../support/server/players';
import { answerWholeSurvey, createSurveyCatalogue } from '../support/server/survey-fixture';
import { createTestApp, TEST_KEYRING, type TestApp } from '../support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database.db);
});
afterAll(async () => t?.close());

/*
 * Fixtures written straight to the database, so each scenario sets exactly the answers it
 * needs (whatever else the catalogue holds); one test at the end saves answers through the
 * survey routes instead.
 */

const ACTIVITIES = {
  candlelit: { name: 'Candlelit dinner', category: 'romance' },
  dancing: { name: 'Slow dancing', category: 'romance' },
  letters: { name: 'Love letters', category: 'romance' },
  stargazing: { name: 'Stargazing picnic', category: 'romance' },
  retired: { name: 'Retired favourite', category: 'romance', active: false },
  blindfold: { name: 'Blindfold games', category: 'play' },
  iceCube: { name: 'Ice cube tease', category: 'play' },
  rolePlay: { name: 'Role play night', category: 'play' },
  hidden: { name: 'Hidden category pick', category: 'hidden' },
  lingerie: { name: 'Silk lingerie', category: 'wardrobe', clothing: true },
  harness: { name: 'Leather harness', category: 'wardrobe', clothing: true },
  costume: { name: 'Costume outfit', category: 'wardrobe', clothing: true },
} as const satisfies Record<
  string,
  { name: string; category: string; clothing?: boolean; active?: boolean }
>;
type ActivityName = keyof typeof ACTIVITIES;
type Catalogue = Record<ActivityName, string>;
let catalogue: Catalogue;

const CATEGORIES = {
  romance: { name: 'Romance', sortOrder: 1, active: true },
  play: { name: 'Playful', sortOrder: 2, active: true },
  wardrobe: { name: 'Wardrobe', sortOrder: 3, active: true },
  hidden: { name: 'Retired category', sortOrder: 4, active: false },
};

async function createCatalogue(db: Database): Promise<Catalogue> {
  const categoryIds: Record<string, string> = {};
  for (const [key, category] of Object.entries(CATEGORIES)) {
    const [row] = await db
      .insert(surveyCategories)
      .values({ ...category, type: 'yes_no_maybe' })
      .returning({ id: surveyCategories.id });
    categoryIds[key] = row!.id;
  }
  const ids = {} as Catalogue;
  let sortOrder = 0;
  for (const [key, activity] of Object.entries(ACTIVITIES)) {
    const spec = activity as {
      name: string;
      category: string;
      clothing?: boolean;
      active?: boolean;
    };
    const [row] = await db
      .insert(surveyOptions)
      .values({
        categoryId: categoryIds[spec.category]!,
        questionText: spec.name,
        tags: spec.clothing ? ['clothing'] : ['romantic'],
        sortOrder: (sortOrder += 1),
        active: spec.active ?? true,
      })
      .returning({ id: surveyOptions.id });
    ids[key as ActivityName] = row!.id;
  }
  return ids;
}

/** Answers keyed by activity, or "activity::wear" / "activity::see_partner_wear" for clothing. */
type Answers = Partial<Record<string, Preference>>;

async function answer(playerId: string, answers: Answers) {
  for (const [key, preference] of Object.entries(answers)) {
    const [name, perspective = 'self'] = key.split('::') as [
      ActivityName,
      ('wear' | 'see_partner_wear' | 'self')?,
    ];
    const row = storedAnswer(playerId, catalogue[name], perspective, preference!);
    await t.database.db
      .insert(activityAnswers)
      .values(row)
      .onConflictDoUpdate({
        target: [activityAnswers.playerId, activityAnswers.activityId, activityAnswers.perspective],
        set: { preference: row.preference, updatedAt: new Date() },
      });
  }
}

const complete = (playerId: string) =>
  t.database.db.insert(surveyCompletions).values({ playerId }).onConflictDoNothing();

/*
 * The couple of most tests. Pairs (player 1 / player 2):
 *   candlelit Yes/Yes, dancing Maybe/Maybe, blindfold Yes/Yes      -> Exact
 *   letters Yes/Maybe, stargazing Maybe/Yes                        -> Close
 *   iceCube Yes/No, rolePlay No/No                                 -> conflicts (refused)
 *   lingerie: 1 wears Yes & 2 would see Yes -> Exact; 1 would see Maybe & 2 wears Maybe -> Exact
 *             (wear against wear would give two Close pairs instead)
 *   harness:  both would wear Yes, neither wants to see -> two conflicts (refused)
 *             (wear against wear would give an Exact pair)
 *   costume:  1 wears Yes & 2 would see Maybe -> Close; 1 would see No & 2 wears Yes -> conflict
 *   retired (inactive activity) and hidden (inactive category): Yes/Yes, never counted
 */
const PLAYER1_ANSWERS: Answers = {
  candlelit: 'Yes',
  dancing: 'Maybe',
  letters: 'Yes',
  stargazing: 'Maybe',
  retired: 'Yes',
  blindfold: 'Yes',
  iceCube: 'Yes',
  rolePlay: 'No',
  hidden: 'Yes',
  'lingerie::wear': 'Yes',
  'lingerie::see_partner_wear': 'Maybe',
  'harness::wear': 'Yes',
  'harness::see_partner_wear': 'No',
  'costume::wear': 'Yes',
  'costume::see_partner_wear': 'No',
};
const PLAYER2_ANSWERS: Answers = {
  candlelit: 'Yes',
  dancing: 'Maybe',
  letters: 'Maybe',
  stargazing: 'Yes',
  retired: 'Yes',
  blindfold: 'Yes',
  iceCube: 'No',
  rolePlay: 'No',
  hidden: 'Yes',
  'lingerie::wear': 'Maybe',
  'lingerie::see_partner_wear': 'Yes',
  'harness::wear': 'Yes',
  'harness::see_partner_wear': 'No',
  'costume::wear': 'Yes',
  'costume::see_partner_wear': 'Maybe',
};
/** Activities with no welcomed pair at all: nothing may ever name them. */
const REFUSED: ActivityName[] = ['iceCube', 'rolePlay', 'harness'];

async function answeredCouple(options: { completeBoth?: boolean } = {}) {
  const couple = await connectedCouple(t.app, { player1: 'Avery', player2: 'Blake' });
  await answer(couple.player1.id, PLAYER1_ANSWERS);
  await answer(couple.player2.id, PLAYER2_ANSWERS);
  await complete(couple.player1.id);
  if (options.completeBoth !== false) await complete(couple.player2.id);
  return couple;
}

const compare = (player: Session, coupleId: string) =>
  callRoute(t.app, results.compare, { token: player.token, body: { coupleId } });
const sharedSummary = (player: Session, id: string) =>
  callRoute(t.app, results.getSharedSummary, { token: player.token, params: { id } });
const activitiesSummary = (player: Session, id: string) =>
  callRoute(t.app, results.getActivitiesSummary, { token: player.token, params: { id } });
const coupleSummary = (player: Session) =>
  callRoute(t.app, results.coupleSummary, { token: player.token, body: {} });

const NOT_READY = { message: 'Couple not found or incomplete' };
const NOT_YOURS = { message: 'This couple is not yours.' };

describe('compare', () => {
  it('counts exact and close matches and conflicts, pairing clothing wear with see-wear', async () => {
    const { player1, coupleId } = await answeredCouple();
    const reply = await compare(player1, coupleId);
    expect(reply.status).toBe(200);
    const body = reply.body;
    expect(body).toMatchObject({
      matches: 5,
      closeMatches: 3,
      conflicts: 5,
      fromPreviousRound: false,
    });
    expect(Number.isNaN(Date.parse(body.generatedAt))).toBe(false);
    expect(body.matchDetails).toEqual([
      {
        id: catalogue.candlelit,
        optionId: catalogue.candlelit,
        question: 'Candlelit dinner',
        category: 'Romance',
        matchType: 'Exact',
        player1Response: 'Yes',
        player2Response: 'Yes',
      },
      expect.objectContaining({ optionId: catalogue.dancing, matchType: 'Exact' }),
      expect.objectContaining({ optionId: catalogue.blindfold, category: 'Playful' }),
      {
        id: `${catalogue.lingerie}::wear`,
        optionId: catalogue.lingerie,
        question: 'Silk lingerie (one of you wears it)',
        category: 'Wardrobe',
        matchType: 'Exact',
        player1Response: 'Yes',
        player2Response: 'Yes',
      },
      {
        id: `${catalogue.lingerie}::see_partner_wear`,
        optionId: catalogue.lingerie,
        question: 'Silk lingerie (one of you wears it)',
        category: 'Wardrobe',
        matchType: 'Exact',
        player1Response: 'Maybe',
        player2Response: 'Maybe',
      },
      {
        id: catalogue.letters,
        optionId: catalogue.letters,
        question: 'Love letters',
        category: 'Romance',
        matchType: 'Close',
        player1Response: 'Yes',
        player2Response: 'Maybe',
      },
      expect.objectContaining({
        optionId: catalogue.stargazing,
        player1Response: 'Maybe',
        player2Response: 'Yes',
      }),
      expect.objectContaining({
        id: `${catalogue.costume}::wear`,
        question: 'Costume outfit (one of you wears it)',
        matchType: 'Close',
      }),
    ]);
    for (const detail of body.matchDetails) {
      expect([detail.player1Response, detail.player2Response]).not.toContain('No');
    }
  });

  it('gives both partners the same result', async () => {
    const { player1, player2, coupleId } = await answeredCouple();
    const mine = (await compare(player1, coupleId)).body;
    const theirs = (await compare(player2, coupleId)).body;
    expect({ ...theirs, generatedAt: null }).toEqual({ ...mine, generatedAt: null });
  });

  it('follows the answers as they change', async () => {
    const { player1, player2, coupleId } = await answeredCouple();
    await answer(player2.id, { letters: 'Yes', candlelit: 'No' });
    const body = (await compare(player1, coupleId)).body;
    expect(body).toMatchObject({ matches: 5, closeMatches: 2, conflicts: 6 });
    expect(JSON.stringify(body)).not.toContain(catalogue.candlelit);
  });
});

describe('shared and activities summaries', () => {
  it('count the welcomed pairs by kind, equal to the activities list, with no player fields', async () => {
    const { player2, coupleId } = await answeredCouple();
    const shared = await sharedSummary(player2, coupleId);
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual({ bothYesCount: 3, bothMaybeCount: 2, yesMaybeCount: 3 });

    const activities = await activitiesSummary(player2, coupleId);
    expect(activities.status).toBe(200);
    const items = activities.body;
    const counts = { 'Both Yes': 0, 'Both Maybe': 0, 'Yes/Maybe': 0 } as Record<string, number>;
    for (const item of items) counts[item.matchType!] = (counts[item.matchType!] ?? 0) + 1;
    expect(counts).toEqual({
      'Both Yes': shared.body.bothYesCount,
      'Both Maybe': shared.body.bothMaybeCount,
      'Yes/Maybe': shared.body.yesMaybeCount,
    });
    expect(items[0]).toEqual({
      activityId: catalogue.candlelit,
      activityName: 'Candlelit dinner',
      category: 'Romance',
      matchType: 'Both Yes',
    });
    expect(items).toContainEqual({
      activityId: catalogue.lingerie,
      activityName: 'Silk lingerie (one of you wears it)',
      category: 'Wardrobe',
      matchType: 'Both Maybe',
    });
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        'activityId',
        'activityName',
        'category',
        'matchType',
      ]);
    }
  });
});

/** The figures the generated summary states, read from its text. */
function summaryFigures(summary: string) {
  const figure = (pattern: RegExp) => {
    const found = pattern.exec(summary);
    if (!found) throw new Error(`no ${String(pattern)} in the summary:\n${summary}`);
    return Number(found[1]);
  };
  return {
    total: figure(/(\d+) activit(?:y|ies)/),
    matches: figure(/(\d+) (?:is an exact match|are exact matches)/),
    closeMatches: figure(/(\d+) (?:is|are) close/),
    bothYes: figure(/(\d+) of them/),
    topCategory: figure(/(\d+) (?:shared )?picks?/),
  };
}

describe('one count for the counts, the lists and the summary', () => {
  it('agrees everywhere, with clothing answered in both directions and refused in one', async () => {
    const { player1, player2, coupleId } = await answeredCouple();
    const compared = (await compare(player1, coupleId)).body;
    const exact = compared.matchDetails.filter((d) => d.matchType === 'Exact');
    const close = compared.matchDetails.filter((d) => d.matchType === 'Close');
    // The lists' lengths are the counts: a clothing item welcomed both ways is two entries.
    expect([compared.matches, compared.closeMatches]).toEqual([exact.length, close.length]);
    expect([compared.matches, compared.closeMatches]).toEqual([5, 3]);

    const shared = (await sharedSummary(player2, coupleId)).body;
    const activities = (await activitiesSummary(player2, coupleId)).body;
    const bothYes = compared.matchDetails.filter(
      (d) => d.player1Response === 'Yes' && d.player2Response === 'Yes',
    ).length;
    expect(shared).toEqual({
      bothYesCount: bothYes,
      bothMaybeCount: exact.length - bothYes,
      yesMaybeCount: close.length,
    });
    expect(activities).toHaveLength(compared.matchDetails.length);

    const { summary } = (await coupleSummary(player1)).body;
    const inRomance = compared.matchDetails.filter((d) => d.category === 'Romance').length;
    expect(summaryFigures(summary)).toEqual({
      total: compared.matchDetails.length,
      matches: compared.matches,
      closeMatches: compared.closeMatches,
      bothYes,
      topCategory: inRomance,
    });
    // The figures count the costume's welcomed direction, but the summary never names it.
    expect(summary.toLowerCase()).not.toContain('costume');
  });
});

describe('couple readiness and membership', () => {
  it('answers "Couple not found or incomplete" until both partners complete the survey', async () => {
    const { player1, player2, coupleId } = await answeredCouple({ completeBoth: false });
    for (const reply of [
      await compare(player1, coupleId),
      await compare(player2, coupleId),
      await sharedSummary(player1, coupleId),
      await activitiesSummary(player2, coupleId),
      await coupleSummary(player1),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.response.json()).toEqual(NOT_READY);
    }
    await complete(player2.id);
    expect((await compare(player1, coupleId)).status).toBe(200);
  });

  it('answers the same for a player without a partner', async () => {
    const single = await registerPlayer(t.app);
    await complete(single.id);
    const reply = await coupleSummary(single);
    expect(reply.status).toBe(400);
    expect(reply.response.json()).toEqual(NOT_READY);
  });

  it('gives a stranger nothing about another couple', async () => {
    const { coupleId } = await answeredCouple();
    const stranger = await answeredCouple();
    const outsider = await registerPlayer(t.app);
    for (const player of [stranger.player1, outsider]) {
      const compared = await compare(player, coupleId);
      expect(compared.status).toBe(404);
      expect(compared.response.json()).toEqual(NOT_YOURS);
      for (const reply of [
        await sharedSummary(player, coupleId),
        await activitiesSummary(player, coupleId),
      ]) {
        expect(reply.status).toBe(404);
        expect(Object.keys(reply.response.json())).toEqual(['message']);
      }
    }
    expect((await compare(stranger.player1, stranger.coupleId)).status).toBe(200);
  });

  it('ends with the couple: after the connection ends, there is nothing to compare', async () => {
    const { player1, coupleId } = await answeredCouple();
    const ended = await callRoute(t.app, endCouple, {
      token: player1.token,
      params: { id: coupleId },
    });
    expect(ended.status).toBe(200);
    const reply = await compare(player1, coupleId);
    expect(reply.status).toBe(404);
    expect(reply.response.json()).toEqual(NOT_YOURS);
    const summary = await coupleSummary(player1);
    expect(summary.status).toBe(400);
    expect(summary.response.json()).toEqual(NOT_READY);
  });
});

describe('privacy', () => {
  it('never names or identifies an activity either partner refused', async () => {
    const { player1, player2, coupleId } = await answeredCouple();
    const bodies = [
      (await compare(player1, coupleId)).response.body,
      (await compare(player2, coupleId)).response.body,
      (await sharedSummary(player1, coupleId)).response.body,
      (await activitiesSummary(player2, coupleId)).response.body,
      (await coupleSummary(player1)).response.body,
      (await coupleSummary(player2)).response.body,
    ];
    for (const body of bodies) {
      for (const name of REFUSED) {
        expect(body.toLowerCase()).not.toContain(ACTIVITIES[name].name.toLowerCase());
        expect(body).not.toContain(catalogue[name]);
      }
      expect(body.toLowerCase()).not.toContain('retired');
      expect(body).not.toContain(catalogue.retired);
      expect(body).not.toContain(catalogue.hidden);
    }
  });

  it('keeps a clothing item refused in one direction out of the generated summary', async () => {
    const { player1 } = await answeredCouple();
    const summary = (await coupleSummary(player1)).body.summary;
    expect(summary.toLowerCase()).not.toContain('costume');
  });
});

describe('couple summary', () => {
  it('is written from the matches, with the three sections', async () => {
    const { player1 } = await answeredCouple();
    const reply = await coupleSummary(player1);
    expect(reply.status).toBe(200);
    const { summary, generatedAt } = reply.body;
    expect(Number.isNaN(Date.parse(generatedAt))).toBe(false);
    for (const heading of ['**Strengths**', '**Shared interests**', '**Things to talk about**']) {
      expect(summary).toContain(heading);
    }
    // Named as words of the sentence, whatever their place in it.
    expect(summary).toMatch(/candlelit dinner/i);
    expect(summary).toMatch(/romance/i);
    expect(summary).toContain('Avery');
  });

  it('is kept while the answers stay the same and rewritten when one changes', async () => {
    const { player1, player2, coupleId } = await answeredCouple();
    const first = (await coupleSummary(player1)).body;
    const again = (await coupleSummary(player2)).body;
    expect(again).toEqual(first);

    // Saving the same answer again is no change.
    await answer(player1.id, { candlelit: 'Yes' });
    expect((await coupleSummary(player1)).body).toEqual(first);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await answer(player2.id, { iceCube: 'Yes' });
    const rewritten = (await coupleSummary(player1)).body;
    expect(rewritten.generatedAt).not.toBe(first.generatedAt);
    expect(Date.parse(rewritten.generatedAt)).toBeGreaterThan(Date.parse(first.generatedAt));
    expect(rewritten.summary).toMatch(/ice cube tease/i);

    const [stored] = await t.database.db
      .select()
      .from(coupleSummaries)
      .where(eq(coupleSummaries.coupleId, coupleId));
    // Stored sealed for the couple, as their answers are.
    expect(stored!.summary).not.toContain('ice cube');
    expect(COUPLE_SUMMARY.open(new FieldCipher(TEST_KEYRING), coupleId, stored!.summary)).toBe(
      rewritten.summary,
    );
    expect(stored).toMatchObject({ engine: 'built-in' });
  });

  it('differs between couples with different answers', async () => {
    const one = await answeredCouple();
    const two = await answeredCouple();
    await t.database.db
      .delete(activityAnswers)
      .where(
        and(
          eq(activityAnswers.playerId, two.player2.id),
          eq(activityAnswers.activityId, catalogue.candlelit),
        ),
      );
    await answer(two.player2.id, { candlelit: 'Maybe', blindfold: 'Maybe' });
    const first = (await coupleSummary(one.player1)).body.summary;
    const second = (await coupleSummary(two.player1)).body.summary;
    expect(second).not.toBe(first);
  });
});

describe('with answers saved through the survey routes', () => {
  it('matches what the partners answered and marked complete', async () => {
    const fixture = await createSurveyCatalogue(t.database.db, {
      questions: 0,
      activities: 2,
      clothing: 1,
    });
    const [first, second] = [fixture.activities[0]!, fixture.activities[1]!];
    const dress = fixture.clothing[0]!.id;
    const mine: Record<string, Preference> = {
      [first.id]: 'Yes',
      [second.id]: 'Maybe',
      [`${dress}::wear`]: 'Yes',
      [`${dress}::see_partner_wear`]: 'No',
    };
    const theirs: Record<string, Preference> = {
      [first.id]: 'Yes',
      [second.id]: 'Yes',
      [`${dress}::wear`]: 'No',
      [`${dress}::see_partner_wear`]: 'Maybe',
    };
    const { player1, player2, coupleId } = await connectedCouple(t.app);
    // Everything outside the fixture: a Yes from one partner and a No from the other.
    const sent1 = await answerWholeSurvey(t.app, player1.token, (key) => mine[key] ?? 'Yes');
    await answerWholeSurvey(t.app, player2.token, (key) => theirs[key] ?? 'No');
    for (const player of [player1, player2]) {
      const marked = await callRoute(t.app, markComplete, { token: player.token });
      expect(marked.status).toBe(200);
    }

    const body = (await compare(player2, coupleId)).body;
    expect(body.matchDetails).toEqual([
      expect.objectContaining({ id: first.id, matchType: 'Exact' }),
      expect.objectContaining({ id: second.id, matchType: 'Close' }),
      expect.objectContaining({
        id: `${dress}::wear`,
        matchType: 'Close',
        player1Response: 'Yes',
        player2Response: 'Maybe',
      }),
    ]);
    const pairs = Object.keys(sent1.activities).length;
    expect(body).toMatchObject({ matches: 1, closeMatches: 2, conflicts: pairs - 3 });
  });
});
