import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import * as results from '@shared/api/results';
import * as survey from '@shared/api/survey';
import { PREFERENCES, type Preference } from '@shared/domain/survey';
import {
  ACTIVITY_PREFERENCE,
  SNAPSHOT_PREFERENCE,
} from '../../src/server/crypto/encrypted-columns';
import { isEncryptedValue } from '../../src/server/crypto/field-cipher';
import { countPlainValues, sealPlainValues } from '../../src/server/crypto/plain-values';
import { testCipher } from '../support/server/answers-at-rest';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { connectedCouple, type Session } from '../support/server/couples';
import { capturingLogger } from '../support/server/log-capture';
import { answerWholeSurvey, createSurveyCatalogue } from '../support/server/survey-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

// Each partner's Yes, Maybe or No, and the answers a completed round keeps, are stored
// encrypted (docs/matching-and-privacy.md, "Encryption at rest"): a copy of the database tells
// nobody who wants what, while results, the survey and the data export read as before.

const log = capturingLogger();
let t: TestApp;
let couple: { player1: Session; player2: Session; coupleId: string };
/** The activity both answer, and the clothing item, of this test's own catalogue. */
let shared: string;
let clothing: string;
/** What each partner sent, by answer key. */
const sent = new Map<Session, Record<string, Preference>>();

const choice = (index: number): Preference => PREFERENCES[index % PREFERENCES.length]!;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' }, { logger: log.logger });
  const catalogue = await createSurveyCatalogue(t.database.db, {
    questions: 1,
    activities: 4,
    clothing: 1,
  });
  shared = catalogue.activities[0]!.id;
  clothing = catalogue.clothing[0]!.id;
  couple = await connectedCouple(t.app);
  for (const player of [couple.player1, couple.player2]) {
    // In bulk, each key its own answer by its place in the survey; the shared activity Yes.
    const keys: string[] = [];
    const answers = await answerWholeSurvey(t.app, player.token, (key) => {
      keys.push(key);
      return key === shared ? 'Yes' : choice(keys.length + (player === couple.player2 ? 1 : 0));
    });
    sent.set(player, answers.activities);
  }
  // One more answer on its own: player 1 would wear the clothing item, Maybe.
  await callRouteOk(t.app, survey.respondActivity, {
    token: couple.player1.token,
    body: { activityId: clothing, preference: 'Maybe', perspective: 'wear' },
  });
  sent.get(couple.player1)![`${clothing}::wear`] = 'Maybe';
  for (const player of [couple.player1, couple.player2])
    await callRouteOk(t.app, survey.markComplete, { token: player.token });
});
afterAll(async () => t?.close());

interface StoredAnswer {
  player_id: string;
  activity_id: string;
  perspective: string;
  preference: string;
}

async function storedAnswers(table: 'activity_answers' | 'survey_round_snapshot_answers') {
  const { rows } = await t.database.pool.query<StoredAnswer>(
    `SELECT player_id, activity_id, perspective, preference FROM ${table}
     WHERE player_id = ANY($1) ORDER BY player_id, activity_id, perspective`,
    [[couple.player1.id, couple.player2.id]],
  );
  return rows;
}

function expectAllSealed(rows: readonly StoredAnswer[]) {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(PREFERENCES).not.toContain(row.preference);
    expect(isEncryptedValue(row.preference), row.preference).toBe(true);
  }
}

const responsesOf = (player: Session) =>
  callRouteOk(t.app, survey.getPlayerResponses, { token: player.token });
const compare = (player: Session) =>
  callRoute(t.app, results.compare, { token: player.token, body: { coupleId: couple.coupleId } });
const exportOf = (player: Session) =>
  callRoute(t.app, accounts.exportData, { token: player.token });

/** Each pair the results show, as "activity: player 1's answer / player 2's answer". */
async function comparedPairs(player: Session) {
  const reply = await compare(player);
  expect(reply.status, reply.response.body).toBe(200);
  return {
    fromPreviousRound: reply.body.fromPreviousRound,
    pairs: reply.body.matchDetails
      .map((m) => `${m.optionId}: ${m.player1Response} / ${m.player2Response}`)
      .sort(),
  };
}

let pairsBeforeNewRound: string[];

describe('survey answers at rest', () => {
  it('are stored encrypted, never as Yes, Maybe or No', async () => {
    const rows = await storedAnswers('activity_answers');
    // Every key each partner answered, plus nothing else of theirs.
    expect(rows).toHaveLength(
      Object.keys(sent.get(couple.player1)!).length + Object.keys(sent.get(couple.player2)!).length,
    );
    expectAllSealed(rows);
  });

  it('look different for two partners who gave the same answer to the same activity', async () => {
    const rows = (await storedAnswers('activity_answers')).filter(
      (row) => row.activity_id === shared,
    );
    expect(rows).toHaveLength(2);
    expect(sent.get(couple.player1)![shared]).toBe('Yes');
    expect(sent.get(couple.player2)![shared]).toBe('Yes');
    expect(rows[0]!.preference).not.toBe(rows[1]!.preference);
  });

  it('read back as each partner gave them: the survey, the results and the data export', async () => {
    for (const player of [couple.player1, couple.player2]) {
      const responses = await responsesOf(player);
      expect(responses.activities).toEqual(sent.get(player));
      const exported = await exportOf(player);
      expect(exported.status, exported.response.body).toBe(200);
      const activities = Object.fromEntries(
        exported.body.survey.activities.map((a) => [
          a.perspective === 'self' ? a.activityId : `${a.activityId}::${a.perspective}`,
          a.preference,
        ]),
      );
      expect(activities).toEqual(sent.get(player));
    }

    const { pairs, fromPreviousRound } = await comparedPairs(couple.player1);
    expect(fromPreviousRound).toBe(false);
    // Both said Yes to the shared activity: the results show it as the match it is.
    expect(pairs).toContain(`${shared}: Yes / Yes`);
    // Exactly the pairs the answers sent make, each answer as given.
    const mine = sent.get(couple.player1)!;
    const theirs = sent.get(couple.player2)!;
    for (const pair of pairs) {
      const [id, answers] = pair.split(': ') as [string, string];
      const [first, second] = answers.split(' / ');
      expect([mine[id], mine[`${id}::wear`], mine[`${id}::see_partner_wear`]]).toContain(first);
      expect([theirs[id], theirs[`${id}::wear`], theirs[`${id}::see_partner_wear`]]).toContain(
        second,
      );
    }
    pairsBeforeNewRound = pairs;
  });

  it('kept by a completed round are sealed for the round and read back as they were', async () => {
    // Both completed: a change starts a new round, keeping the answers as they were.
    const before = sent.get(couple.player1)![shared];
    await callRouteOk(t.app, survey.respondActivity, {
      token: couple.player1.token,
      body: { activityId: shared, preference: 'No', perspective: 'self' },
    });
    const kept = await storedAnswers('survey_round_snapshot_answers');
    expectAllSealed(kept);
    // Sealed for the round's own rows: none is the live row's value copied.
    const live = new Set((await storedAnswers('activity_answers')).map((row) => row.preference));
    for (const row of kept) expect(live.has(row.preference)).toBe(false);

    // The results show the kept round exactly as before; the export keeps it as it was.
    const { pairs, fromPreviousRound } = await comparedPairs(couple.player2);
    expect(fromPreviousRound).toBe(true);
    expect(pairs).toEqual(pairsBeforeNewRound);
    const exported = await exportOf(couple.player1);
    expect(exported.status, exported.response.body).toBe(200);
    const keptShared = exported.body.survey.lastCompletedRound.find((a) => a.activityId === shared);
    expect(keptShared?.preference).toBe(before);
    expect(exported.body.survey.activities.find((a) => a.activityId === shared)?.preference).toBe(
      'No',
    );
    expect((await responsesOf(couple.player1)).activities[shared]).toBe('No');
  });

  it('copied into another partner’s row, refuse to be read there rather than show theirs', async () => {
    // Player 1's kept-round answer to the shared activity, into player 2's row of it.
    const kept = await storedAnswers('survey_round_snapshot_answers');
    const source = kept.find((r) => r.player_id === couple.player1.id && r.activity_id === shared);
    const target = kept.find((r) => r.player_id === couple.player2.id && r.activity_id === shared);
    await t.database.pool.query(
      `UPDATE survey_round_snapshot_answers SET preference = $1
       WHERE player_id = $2 AND activity_id = $3 AND perspective = 'self'`,
      [source!.preference, target!.player_id, target!.activity_id],
    );
    const results = await compare(couple.player1);
    expect(results.status).toBe(500);
    expect(results.response.json()).toEqual({ message: 'Server error occurred' });
    expectLogged(
      `survey_round_snapshot_answers.preference of record ${couple.coupleId}/${couple.player2.id}/${shared}/self`,
    );

    // Player 1's live answer into player 2's live row of the same activity.
    const live = await storedAnswers('activity_answers');
    const mine = live.find((r) => r.player_id === couple.player1.id && r.activity_id === shared);
    await t.database.pool.query(
      `UPDATE activity_answers SET preference = $1
       WHERE player_id = $2 AND activity_id = $3 AND perspective = 'self'`,
      [mine!.preference, couple.player2.id, shared],
    );
    const responses = await callRoute(t.app, survey.getPlayerResponses, {
      token: couple.player2.token,
    });
    expect(responses.status).toBe(500);
    expect(responses.response.json()).toEqual({ message: 'Server error occurred' });
    expectLogged(`activity_answers.preference of record ${couple.player2.id}/${shared}/self`);

    // The row it was copied from still reads as its player gave it.
    expect((await responsesOf(couple.player1)).activities[shared]).toBe('No');
  });
});

describe('survey answers left plain by an older Velvet', () => {
  it('are sealed for their rows at start and read back as they were', async () => {
    const apart = await connectedCouple(t.app);
    const player = apart.player1;
    // As an older Velvet stored them: a live answer, and one a completed round kept.
    await t.database.pool.query(
      `INSERT INTO activity_answers (player_id, activity_id, perspective, preference)
       VALUES ($1, $2, 'self', 'Maybe'), ($1, $3, 'wear', 'No')`,
      [player.id, shared, clothing],
    );
    await t.database.pool.query('INSERT INTO survey_round_snapshots (couple_id) VALUES ($1)', [
      apart.coupleId,
    ]);
    await t.database.pool.query(
      `INSERT INTO survey_round_snapshot_answers (couple_id, player_id, activity_id, perspective, preference)
       VALUES ($1, $2, $3, 'self', 'Yes')`,
      [apart.coupleId, player.id, shared],
    );
    const columns = [ACTIVITY_PREFERENCE, SNAPSHOT_PREFERENCE];
    expect(await countPlainValues(t.database.db, columns)).toEqual([
      { column: 'activity_answers.preference', count: 2 },
      { column: 'survey_round_snapshot_answers.preference', count: 1 },
    ]);

    // What the start does with them, for these two columns.
    expect(await sealPlainValues(t.database.db, testCipher, { columns })).toBe(3);
    expect(await countPlainValues(t.database.db, columns)).toEqual([]);

    expect((await responsesOf(player)).activities).toEqual({
      [shared]: 'Maybe',
      [`${clothing}::wear`]: 'No',
    });
    const exported = await exportOf(player);
    expect(exported.status, exported.response.body).toBe(200);
    expect(exported.body.survey.lastCompletedRound).toEqual([
      expect.objectContaining({ activityId: shared, perspective: 'self', preference: 'Yes' }),
    ]);
  });
});

/** The log says which value of which row could not be read. */
function expectLogged(place: string) {
  const failures = log.entries.flatMap((entry) => {
    const err = entry.err as { type?: string; message?: string } | undefined;
    return err?.type === 'FieldDecryptError' ? [err.message ?? ''] : [];
  });
  expect(
    failures.some((message) => message.includes(place)),
    failures.join('\n'),
  ).toBe(true);
}
