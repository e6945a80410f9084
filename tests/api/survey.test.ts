import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as survey from '@shared/api/survey';
import type { Perspective, Preference } from '@shared/domain/survey';
import {
  activityAnswers,
  players,
  questionAnswers,
  responseFormats,
  surveyCategories,
  surveyOptions,
} from '../../src/server/db/schema';
import { openedAnswers, openedQuestionAnswers } from '../support/server/answers-at-rest';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { connectedCouple, inviteOk, type Session } from '../support/server/couples';
import { answerWholeSurvey, createSurveyCatalogue } from '../support/server/survey-fixture';

const INCOMPLETE = 'Please answer every question and activity before submitting.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const db = () => t.database.db;

const structure = () => callRouteOk(t.app, survey.getStructure);

const respondOption = (player: Session, questionId: string, optionId: string) =>
  callRoute(t.app, survey.respondOption, {
    token: player.token,
    body: { questionId, optionId },
  });
const respondActivity = (
  player: Session,
  activityId: string,
  preference: Preference,
  perspective?: Perspective,
) =>
  callRoute(t.app, survey.respondActivity, {
    token: player.token,
    body: { activityId, preference, perspective },
  });
const respondBulk = (
  player: Session,
  preferences: Record<string, Preference>,
  perspective?: Perspective,
) =>
  callRoute(t.app, survey.respondActivitiesBulk, {
    token: player.token,
    body: { preferences, perspective },
  });
const markComplete = (player: Session) =>
  callRoute(t.app, survey.markComplete, { token: player.token });

const playerResponses = (player: Session) =>
  callRouteOk(t.app, survey.getPlayerResponses, { token: player.token });
const ynmOptions = (caller: Session, userId: string) =>
  callRoute(t.app, survey.getYnmOptions, { token: caller.token, params: { userId } });

const activityRows = async (playerId: string) =>
  openedAnswers(
    await db().select().from(activityAnswers).where(eq(activityAnswers.playerId, playerId)),
  );
const questionRows = async (playerId: string) =>
  openedQuestionAnswers(
    await db().select().from(questionAnswers).where(eq(questionAnswers.playerId, playerId)),
  );

const retire = {
  category: (id: string) =>
    db().update(surveyCategories).set({ active: false }).where(eq(surveyCategories.id, id)),
  option: (id: string) =>
    db().update(surveyOptions).set({ active: false }).where(eq(surveyOptions.id, id)),
  format: (id: string) =>
    db().update(responseFormats).set({ active: false }).where(eq(responseFormats.id, id)),
};

const UNKNOWN_ID = '5d0c2b7e-3f41-4c55-9a6b-0e1f2a3b4c5d';

describe('survey structure', () => {
  it('lists the questions with their formats, then the Yes/Maybe/No categories, in sort order, without a token', async () => {
    // Created first but sorting last, with a different question category type.
    const later = await createSurveyCatalogue(
      db(),
      { questions: 2, activities: 2, clothing: 1 },
      { sortOrder: 50_010, questionType: 'rating_scale' },
    );
    const earlier = await createSurveyCatalogue(
      db(),
      { questions: 3, activities: 2, clothing: 2 },
      { sortOrder: 50_000, questionType: 'feelings_scale', formats: 4 },
    );
    const ours = new Set([
      earlier.questionCategory.id,
      earlier.activityCategory.id,
      earlier.clothingCategory.id,
      later.questionCategory.id,
      later.activityCategory.id,
      later.clothingCategory.id,
    ]);
    const ourQuestions = new Set([...earlier.questions, ...later.questions].map((q) => q.id));

    const { questions, categories } = await structure();
    expect(questions.filter((q) => ourQuestions.has(q.id))).toEqual(
      [...earlier.questions, ...later.questions].map((q) => ({
        id: q.id,
        text: q.text,
        description: `${q.text}, described`,
        questionType: 'MultipleChoice',
        options: q.formats.map((f) => ({ id: f.id, text: f.label })),
      })),
    );
    expect(earlier.questions[0]!.formats).toHaveLength(4);
    expect(earlier.questions[0]!.formats[0]!.label).toMatch(/answer 1$/);

    const activity = (a: { id: string; name: string; tagType: string }) => ({
      id: a.id,
      name: a.name,
      description: `${a.name}, described`,
      tagType: a.tagType,
    });
    expect(categories.filter((c) => ours.has(c.id))).toEqual([
      { ...earlier.activityCategory, activities: earlier.activities.map(activity) },
      { ...earlier.clothingCategory, activities: earlier.clothing.map(activity) },
      { ...later.activityCategory, activities: later.activities.map(activity) },
      { ...later.clothingCategory, activities: later.clothing.map(activity) },
    ]);
    expect(earlier.clothing.every((c) => c.tagType === 'clothing')).toBe(true);
    // Question categories never appear as activity categories, nor the reverse.
    expect(categories.some((c) => c.id === earlier.questionCategory.id)).toBe(false);
  });

  it('drops retired categories, options and formats, and what they leave unanswerable', async () => {
    const player = await registerPlayer(t.app);
    const cat = await createSurveyCatalogue(db(), { questions: 3, activities: 3, clothing: 2 });
    const gone = await createSurveyCatalogue(db(), { questions: 1, activities: 1, clothing: 1 });
    const noFormats = await createSurveyCatalogue(
      db(),
      { questions: 1, activities: 0, clothing: 0 },
      { formats: 1 },
    );
    const [q1, q2, q3] = cat.questions;
    const [retiredFormat, ...keptFormats] = cat.questions[0]!.formats;
    await retire.option(q2!.id);
    await retire.format(retiredFormat!.id);
    await retire.option(cat.activities[1]!.id);
    await retire.category(cat.clothingCategory.id);
    await retire.category(gone.questionCategory.id);
    await retire.category(gone.activityCategory.id);
    await retire.option(gone.clothing[0]!.id);
    await retire.format(noFormats.questions[0]!.formats[0]!.id);

    const { questions, categories } = await structure();
    const ids = (list: { id: string }[]) => list.map((item) => item.id);
    const mine = questions.filter((q) =>
      [...cat.questions, ...gone.questions, ...noFormats.questions].some((m) => m.id === q.id),
    );
    expect(ids(mine)).toEqual([q1!.id, q3!.id]);
    for (const question of mine)
      expect(question.options.map((o) => o.id)).toEqual(ids(keptFormats));

    const mineCategories = categories.filter((c) =>
      [cat, gone, noFormats].some(
        (m) => m.activityCategory.id === c.id || m.clothingCategory.id === c.id,
      ),
    );
    // A category whose every activity is retired has nothing to answer: it is left out.
    expect(mineCategories.map((c) => [c.id, ids(c.activities)])).toEqual([
      [cat.activityCategory.id, [cat.activities[0]!.id, cat.activities[2]!.id]],
    ]);

    const ynmCategories = (await ynmOptions(player, player.id)).body.categories;
    expect(ynmCategories.some((c) => c.id === cat.clothingCategory.id)).toBe(false);
    expect(ynmCategories.find((c) => c.id === cat.activityCategory.id)).toEqual({
      id: cat.activityCategory.id,
      name: cat.activityCategory.name,
      options: [cat.activities[0]!, cat.activities[2]!].map((a) => ({
        id: a.id,
        question: a.name,
      })),
    });

    // Retired rows cannot be answered either.
    const refused = [
      await respondOption(player, q2!.id, keptFormats[0]!.id),
      await respondOption(player, q1!.id, retiredFormat!.id),
      await respondOption(player, gone.questions[0]!.id, gone.questions[0]!.formats[0]!.id),
      await respondActivity(player, cat.activities[1]!.id, 'Yes'),
      await respondActivity(player, cat.clothing[0]!.id, 'Yes', 'wear'),
      await respondBulk(player, { [gone.activities[0]!.id]: 'Yes' }),
    ];
    for (const reply of refused) {
      expect(reply.status).toBe(400);
      expect(reply.response.json().message).toMatch(/survey|answers/);
    }
    expect(await questionRows(player.id)).toEqual([]);
    expect(await activityRows(player.id)).toEqual([]);
  });
});

describe('answering', () => {
  it('saves one answer per question, replacing it when saved again, in any order', async () => {
    const player = await registerPlayer(t.app);
    const cat = await createSurveyCatalogue(db(), { questions: 3, activities: 0, clothing: 0 });
    const [q1, q2, q3] = cat.questions;
    const [f1, f2, f3] = cat.questions[0]!.formats;

    for (const [question, format] of [
      [q3, f1],
      [q1, f2],
      [q3, f3],
      [q1, f2],
      [q2, f1],
    ] as const) {
      const reply = await respondOption(player, question!.id, format!.id);
      expect(reply.status, reply.response.body).toBe(200);
      expect(reply.body).toEqual({ message: 'Response saved.' });
    }
    const rows = await questionRows(player.id);
    expect(rows.map((r) => [r.questionId, r.responseFormatId]).sort()).toEqual(
      [
        [q1!.id, f2!.id],
        [q2!.id, f1!.id],
        [q3!.id, f3!.id],
      ].sort(),
    );
    expect((await playerResponses(player)).options).toEqual([
      { questionId: q1!.id, optionId: f2!.id },
      { questionId: q2!.id, optionId: f1!.id },
      { questionId: q3!.id, optionId: f3!.id },
    ]);
  });

  it("refuses a question or option that is not in the survey, or an option of another question's category", async () => {
    const player = await registerPlayer(t.app);
    const cat = await createSurveyCatalogue(db(), { questions: 1, activities: 1, clothing: 0 });
    const other = await createSurveyCatalogue(db(), { questions: 1, activities: 0, clothing: 0 });
    const question = cat.questions[0]!;
    const cases = [
      [UNKNOWN_ID, question.formats[0]!.id, 'This question is not part of the survey.'],
      [cat.activities[0]!.id, question.formats[0]!.id, 'This question is not part of the survey.'],
      [question.id, UNKNOWN_ID, 'This option is not one of the answers to this question.'],
      [
        question.id,
        other.questions[0]!.formats[0]!.id,
        'This option is not one of the answers to this question.',
      ],
    ] as const;
    for (const [questionId, optionId, message] of cases) {
      const reply = await respondOption(player, questionId, optionId);
      expect(reply.status).toBe(400);
      expect(reply.response.json()).toEqual({ message });
    }
    expect(await questionRows(player.id)).toEqual([]);
  });

  it('answers an activity about oneself and clothing from both perspectives, never the wrong one', async () => {
    const player = await registerPlayer(t.app);
    const cat = await createSurveyCatalogue(db(), { questions: 1, activities: 1, clothing: 1 });
    const activity = cat.activities[0]!;
    const clothing = cat.clothing[0]!;

    const ok = [
      await respondActivity(player, activity.id, 'Maybe'),
      await respondActivity(player, activity.id, 'Yes', 'self'),
      await respondActivity(player, clothing.id, 'No', 'wear'),
      await respondActivity(player, clothing.id, 'Maybe', 'see_partner_wear'),
    ];
    for (const reply of ok) {
      expect(reply.status, reply.response.body).toBe(200);
      expect(reply.body).toEqual({ message: 'Preference saved.' });
    }

    const refused = [
      [
        await respondActivity(player, clothing.id, 'Yes'),
        'A clothing activity is answered with the perspective wear or see_partner_wear.',
      ],
      [
        await respondActivity(player, activity.id, 'Yes', 'wear'),
        'This activity is answered with the perspective self.',
      ],
      [
        await respondActivity(player, UNKNOWN_ID, 'Yes'),
        'This activity is not part of the survey.',
      ],
      [
        await respondActivity(player, cat.questions[0]!.id, 'Yes'),
        'This activity is not part of the survey.',
      ],
    ] as const;
    for (const [reply, message] of refused) {
      expect(reply.status).toBe(400);
      expect(reply.response.json()).toEqual({ message });
    }

    expect((await playerResponses(player)).activities).toEqual({
      [activity.id]: 'Yes',
      [`${clothing.id}::wear`]: 'No',
      [`${clothing.id}::see_partner_wear`]: 'Maybe',
    });
    expect(await activityRows(player.id)).toHaveLength(3);
  });

  it('keeps one row with a sent value when 20 saves of one answer race', async () => {
    const player = await registerPlayer(t.app);
    const cat = await createSurveyCatalogue(db(), { questions: 1, activities: 1, clothing: 0 });
    const activityId = cat.activities[0]!.id;
    const question = cat.questions[0]!;
    const values: Preference[] = ['Yes', 'Maybe', 'No'];

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? respondActivity(player, activityId, values[i % 3]!)
          : respondBulk(player, { [activityId]: values[i % 3]! }),
      ),
    );
    const optionResponses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        respondOption(player, question.id, question.formats[i % 3]!.id),
      ),
    );
    for (const reply of [...responses, ...optionResponses])
      expect(reply.status, reply.response.body).toBe(200);

    const rows = await activityRows(player.id);
    expect(rows).toHaveLength(1);
    expect(values).toContain(rows[0]!.preference);
    const questionRowsNow = await questionRows(player.id);
    expect(questionRowsNow).toHaveLength(1);
    expect(question.formats.map((f) => f.id)).toContain(questionRowsNow[0]!.responseFormatId);

    // What the API reads is what the last applied save left.
    const responsesNow = await playerResponses(player);
    expect(responsesNow.activities).toEqual({ [activityId]: rows[0]!.preference });
    expect(responsesNow.options).toEqual([
      { questionId: question.id, optionId: questionRowsNow[0]!.responseFormatId },
    ]);
  });

  it('keeps every answer when 20 different answers, and overlapping bulk saves, race', async () => {
    const player = await registerPlayer(t.app);
    const cat = await createSurveyCatalogue(db(), { questions: 0, activities: 16, clothing: 2 });
    const keys = cat.answerKeys;
    expect(keys).toHaveLength(20);

    const single = await Promise.all(
      keys.map((key) => {
        const [id, perspective] = key.split('::');
        return respondActivity(player, id!, 'Maybe', perspective as Perspective | undefined);
      }),
    );
    for (const reply of single) expect(reply.status, reply.response.body).toBe(200);
    expect(await activityRows(player.id)).toHaveLength(20);

    // Overlapping bulk saves in opposite orders neither deadlock nor lose a row.
    const forward = Object.fromEntries(keys.map((key) => [key, 'Yes' as const]));
    const backward = Object.fromEntries([...keys].reverse().map((key) => [key, 'No' as const]));
    const bulk = await Promise.all(
      Array.from({ length: 10 }, (_, i) => respondBulk(player, i % 2 ? forward : backward)),
    );
    for (const reply of bulk) {
      expect(reply.status, reply.response.body).toBe(200);
      expect(reply.body).toEqual({ message: 'Saved 20 preferences.', saved: 20 });
    }
    const rows = await activityRows(player.id);
    expect(rows).toHaveLength(20);
    // Each save is one statement: the last one applied wrote every row.
    expect(new Set(rows.map((r) => r.preference)).size).toBe(1);
  });
});

describe('bulk answers', () => {
  it('saves answer keys, plain ids with a perspective, and lets the later of two keys for one row win', async () => {
    const player = await registerPlayer(t.app);
    const cat = await createSurveyCatalogue(db(), { questions: 0, activities: 2, clothing: 2 });
    const [a1, a2] = cat.activities;
    const [c1, c2] = cat.clothing;

    const first = await respondBulk(player, {
      [a1!.id]: 'Yes',
      [a2!.id.toUpperCase()]: 'Maybe',
      [`${c1!.id}::wear`]: 'No',
      [`${c1!.id}::see_partner_wear`]: 'Yes',
    });
    expect(first.status, first.response.body).toBe(200);
    expect(first.body).toEqual({ message: 'Saved 4 preferences.', saved: 4 });

    // Plain ids take the perspective; a key's own suffix is its own. The suffixed key for c2
    // comes after the plain one, so it wins.
    const second = await respondBulk(
      player,
      { [c2!.id]: 'Yes', [`${c2!.id}::wear`]: 'No', [`${c1!.id}::wear`]: 'Maybe' },
      'wear',
    );
    expect(second.status, second.response.body).toBe(200);
    expect(second.body).toEqual({ message: 'Saved 2 preferences.', saved: 2 });
    const third = await respondBulk(player, { [c2!.id]: 'Maybe' }, 'see_partner_wear');
    expect(third.body).toEqual({ message: 'Saved 1 preference.', saved: 1 });

    expect((await playerResponses(player)).activities).toEqual({
      [a1!.id]: 'Yes',
      [a2!.id]: 'Maybe',
      [`${c1!.id}::wear`]: 'Maybe',
      [`${c1!.id}::see_partner_wear`]: 'Yes',
      [`${c2!.id}::wear`]: 'No',
      [`${c2!.id}::see_partner_wear`]: 'Maybe',
    });
  });

  it('saves nothing when any key is unknown, retired, malformed or from the wrong perspective', async () => {
    const player = await registerPlayer(t.app);
    const cat = await createSurveyCatalogue(db(), { questions: 1, activities: 3, clothing: 1 });
    const retired = await createSurveyCatalogue(db(), { questions: 0, activities: 1, clothing: 0 });
    await retire.option(retired.activities[0]!.id);
    const valid = Object.fromEntries(cat.activities.map((a) => [a.id, 'Yes' as const])) as Record<
      string,
      Preference
    >;

    const bad: [Record<string, Preference>, Perspective | undefined, number][] = [
      [{ ...valid, [UNKNOWN_ID]: 'Yes' }, undefined, 1],
      [{ ...valid, [retired.activities[0]!.id]: 'No' }, undefined, 1],
      [{ ...valid, [cat.questions[0]!.id]: 'No' }, undefined, 1],
      [{ ...valid, ['-'.repeat(36)]: 'No' }, undefined, 1],
      [{ ...valid, [`${cat.clothing[0]!.id}::WEAR`]: 'No' }, undefined, 1],
      // A clothing activity answered as 'self', and ordinary activities from 'wear'.
      [{ ...valid, [cat.clothing[0]!.id]: 'Maybe' }, undefined, 1],
      [{ ...valid, [cat.clothing[0]!.id]: 'Maybe' }, 'wear', 3],
      [{ [`${cat.activities[0]!.id}::see_partner_wear`]: 'Yes', [UNKNOWN_ID]: 'No' }, 'self', 2],
    ];
    for (const [preferences, perspective, invalid] of bad) {
      const reply = await respondBulk(player, preferences, perspective);
      expect(reply.status, JSON.stringify(preferences)).toBe(400);
      const total = Object.keys(preferences).length;
      expect(reply.response.json().message).toBe(
        `${invalid} of ${total} ${invalid === 1 ? 'preference was' : 'preferences were'} invalid (not an activity of the survey, or a perspective it is not answered from); nothing was saved.`,
      );
    }
    expect(await activityRows(player.id)).toEqual([]);

    // The contract refuses what is not shaped like a key, and an empty map.
    for (const preferences of [{ nonsense: 'Yes' }, {}]) {
      const reply = await respondBulk(player, preferences as Record<string, Preference>);
      expect(reply.status).toBe(400);
    }
    expect(await activityRows(player.id)).toEqual([]);
  });
});

describe('completing the survey', () => {
  it('is refused while an answer is missing, then accepted once, and stays complete', async () => {
    const player = await registerPlayer(t.app);
    const cat = await createSurveyCatalogue(db(), { questions: 2, activities: 2, clothing: 1 });
    const missingKey = `${cat.clothing[0]!.id}::see_partner_wear`;

    const nothing = await markComplete(player);
    expect(nothing.status).toBe(400);
    expect(nothing.response.json()).toEqual({ message: INCOMPLETE });

    // Everything but one perspective of one clothing activity.
    await answerWholeSurvey(t.app, player.token, (key) => (key === missingKey ? null : 'Yes'));
    const oneMissing = await markComplete(player);
    expect(oneMissing.status).toBe(400);
    expect(oneMissing.response.json()).toEqual({ message: INCOMPLETE });
    // Answering the other perspective twice does not count for the missing one.
    await respondActivity(player, cat.clothing[0]!.id, 'No', 'wear');
    expect((await markComplete(player)).status).toBe(400);

    // Everything but one question.
    const other = await registerPlayer(t.app);
    await answerWholeSurvey(t.app, other.token, 'Maybe', (question) =>
      question.id === cat.questions[1]!.id ? null : question.options[0]!.id,
    );
    expect((await markComplete(other)).response.json()).toEqual({ message: INCOMPLETE });

    expect(
      (await respondActivity(player, cat.clothing[0]!.id, 'Yes', 'see_partner_wear')).status,
    ).toBe(200);
    const done = await markComplete(player);
    expect(done.status, done.response.body).toBe(200);
    const { completedAt } = done.body;
    expect(done.body).toEqual({ message: 'Survey marked as complete.', completedAt });

    const again = await markComplete(player);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'Survey marked as complete.', completedAt });
    expect((await playerResponses(player)).completedAt).toBe(completedAt);
  });

  it('asks for what staff added, and not for what they retired', async () => {
    const player = await registerPlayer(t.app);
    await createSurveyCatalogue(db(), { questions: 1, activities: 1, clothing: 1 });
    await answerWholeSurvey(t.app, player.token);

    const added = await createSurveyCatalogue(db(), { questions: 1, activities: 1, clothing: 0 });
    expect((await markComplete(player)).status).toBe(400);
    await retire.option(added.questions[0]!.id);
    expect((await markComplete(player)).status).toBe(400);
    await retire.category(added.activityCategory.id);
    const done = await markComplete(player);
    expect(done.status, done.response.body).toBe(200);
  });
});

describe('reading answers back', () => {
  it('round-trips answers keyed by answer key, and shows each player only their own', async () => {
    const player = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const cat = await createSurveyCatalogue(db(), { questions: 1, activities: 2, clothing: 1 });
    const [a1, a2] = cat.activities;
    const c1 = cat.clothing[0]!;

    expect(await playerResponses(player)).toEqual({
      options: [],
      activities: {},
      completedAt: null,
      changeStartsNewRound: false,
      changeIsRoundApart: false,
      nextRoundAllowedAt: null,
    });

    await respondOption(player, cat.questions[0]!.id, cat.questions[0]!.formats[2]!.id);
    await respondBulk(player, {
      [a2!.id]: 'No',
      [a1!.id]: 'Yes',
      [`${c1.id}::see_partner_wear`]: 'Maybe',
      [`${c1.id}::wear`]: 'Yes',
    });
    await respondBulk(other, { [a1!.id]: 'No', [`${c1.id}::wear`]: 'No' });

    expect(await playerResponses(player)).toEqual({
      options: [{ questionId: cat.questions[0]!.id, optionId: cat.questions[0]!.formats[2]!.id }],
      activities: {
        [a1!.id]: 'Yes',
        [a2!.id]: 'No',
        [`${c1.id}::wear`]: 'Yes',
        [`${c1.id}::see_partner_wear`]: 'Maybe',
      },
      completedAt: null,
      changeStartsNewRound: false,
      changeIsRoundApart: false,
      nextRoundAllowedAt: null,
    });

    const saved = (activityId: string, perspective: string, preference: Preference) => ({
      activityId,
      perspective,
      preference,
      key: perspective === 'self' ? activityId : `${activityId}::${perspective}`,
    });
    const preferences = await callRoute(t.app, survey.getActivityPreferences, {
      token: player.token,
    });
    expect(preferences.status).toBe(200);
    // In survey order: the activities' category, then the clothing one.
    expect(preferences.body).toEqual([
      saved(a1!.id, 'self', 'Yes'),
      saved(a2!.id, 'self', 'No'),
      saved(c1.id, 'see_partner_wear', 'Maybe'),
      saved(c1.id, 'wear', 'Yes'),
    ]);
    const byType = await callRoute(t.app, survey.getActivityPreferencesByType, {
      token: player.token,
    });
    expect(byType.body).toEqual({
      activity: [saved(a1!.id, 'self', 'Yes'), saved(a2!.id, 'self', 'No')],
      clothing: [saved(c1.id, 'see_partner_wear', 'Maybe'), saved(c1.id, 'wear', 'Yes')],
    });

    const otherPreferences = await callRoute(t.app, survey.getActivityPreferences, {
      token: other.token,
    });
    expect(otherPreferences.body).toEqual([
      saved(a1!.id, 'self', 'No'),
      saved(c1.id, 'wear', 'No'),
    ]);

    // An answer to an activity staff retired is kept, but is no longer part of the survey.
    await retire.option(a2!.id);
    expect((await playerResponses(player)).activities).not.toHaveProperty(a2!.id);
    expect(await activityRows(player.id)).toHaveLength(4);
  });
});

describe('the couple survey status', () => {
  const status = (player: Session, id: string) =>
    callRoute(t.app, survey.getCoupleSurveyStatus, { token: player.token, params: { id } });

  it('follows each partner completing, for both partners', async () => {
    await createSurveyCatalogue(db(), { questions: 1, activities: 1, clothing: 1 });
    const { player1, player2, coupleId } = await connectedCouple(t.app, {
      player1: 'Avery',
      player2: 'Blake',
    });
    const expected = (one: boolean, two: boolean) => ({
      bothComplete: one && two,
      player1SurveyComplete: one,
      player2SurveyComplete: two,
      player1Name: 'Avery',
      player2Name: 'Blake',
      showingPreviousRound: false,
    });
    expect((await status(player1, coupleId)).body).toEqual(expected(false, false));

    await answerWholeSurvey(t.app, player2.token, 'Maybe');
    expect((await markComplete(player2)).status).toBe(200);
    for (const player of [player1, player2])
      expect((await status(player, coupleId)).body).toEqual(expected(false, true));

    await answerWholeSurvey(t.app, player1.token, 'No');
    expect((await markComplete(player1)).status).toBe(200);
    for (const player of [player1, player2])
      expect((await status(player, coupleId)).body).toEqual(expected(true, true));
  });

  it('has no second name while the partner has not joined, and is hidden from strangers', async () => {
    const waiting = await registerPlayer(t.app, { displayName: 'Casey' });
    const coupleId = await inviteOk(t.app, waiting.token, uniqueEmail('not-yet'));
    const reply = await status(waiting, coupleId);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      bothComplete: false,
      player1SurveyComplete: false,
      player2SurveyComplete: false,
      player1Name: 'Casey',
      player2Name: null,
      showingPreviousRound: false,
    });

    const { player1: stranger } = await connectedCouple(t.app);
    const refused = await status(stranger, coupleId);
    expect(refused.status).toBe(404);
    expect(refused.response.body).not.toContain('Casey');
  });
});

describe('the Yes/Maybe/No catalogue', () => {
  it('lists the categories and activities, with no answers, for oneself and one’s partner only', async () => {
    const cat = await createSurveyCatalogue(db(), { questions: 1, activities: 2, clothing: 1 });
    const { player1, player2 } = await connectedCouple(t.app);
    await answerWholeSurvey(t.app, player2.token, 'Yes');

    for (const [caller, target] of [
      [player1, player2],
      [player2, player2],
      [player2, player1],
    ] as const) {
      const reply = await ynmOptions(caller, target.id);
      expect(reply.status).toBe(200);
      const body = reply.body;
      for (const category of body.categories) {
        expect(Object.keys(category).sort()).toEqual(['id', 'name', 'options']);
        for (const option of category.options)
          expect(Object.keys(option).sort()).toEqual(['id', 'question']);
      }
      expect(
        body.categories.filter((c) => c.name.startsWith(cat.activityCategory.name.split(' ')[0]!)),
      ).toEqual([
        {
          id: cat.activityCategory.id,
          name: cat.activityCategory.name,
          options: cat.activities.map((a) => ({ id: a.id, question: a.name })),
        },
        {
          id: cat.clothingCategory.id,
          name: cat.clothingCategory.name,
          options: cat.clothing.map((a) => ({ id: a.id, question: a.name })),
        },
      ]);
      // Question categories are not Yes/Maybe/No categories.
      expect(body.categories.some((c) => c.id === cat.questionCategory.id)).toBe(false);
      expect(reply.response.body).not.toMatch(/"(Yes|Maybe|No)"/);
    }

    const stranger = await registerPlayer(t.app);
    const refused = await ynmOptions(stranger, player1.id);
    expect(refused.status).toBe(404);
  });
});

describe('a token whose player is gone', () => {
  it('is refused with 401 by every player route, and saves nothing', async () => {
    const player = await registerPlayer(t.app);
    const cat = await createSurveyCatalogue(db(), { questions: 1, activities: 1, clothing: 0 });
    await db().delete(players).where(eq(players.id, player.id));
    const replies = [
      await respondOption(player, cat.questions[0]!.id, cat.questions[0]!.formats[0]!.id),
      await respondActivity(player, cat.activities[0]!.id, 'Yes'),
      await respondBulk(player, { [cat.activities[0]!.id]: 'Yes' }),
      await markComplete(player),
      await callRoute(t.app, survey.getPlayerResponses, { token: player.token }),
      await callRoute(t.app, survey.getActivityPreferences, { token: player.token }),
      await callRoute(t.app, survey.getActivityPreferencesByType, { token: player.token }),
    ];
    for (const reply of replies) expect(reply.status, reply.response.body).toBe(401);
    expect(await activityRows(player.id)).toEqual([]);
  });
});

describe('the catalogue stays cheap to read', () => {
  it('answers the structure with a fixed number of queries, whatever its size', async () => {
    await createSurveyCatalogue(db(), { questions: 30, activities: 60, clothing: 20 });
    const queries: string[] = [];
    const pool = t.database.pool;
    const original = pool.query.bind(pool);
    const counting = ((...args: Parameters<typeof pool.query>) => {
      const [text] = args as unknown[];
      queries.push(typeof text === 'string' ? text : JSON.stringify(text));
      return (original as (...a: unknown[]) => unknown)(...args);
    }) as typeof pool.query;
    pool.query = counting;
    try {
      await structure();
    } finally {
      pool.query = original;
    }
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.length).toBeLessThanOrEqual(2);
    // Nothing here reads answers.
    expect(queries.join('\n')).not.toMatch(/activity_answers|question_answers/);
  });
});
