import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import * as results from '@shared/api/results';
import * as survey from '@shared/api/survey';
import { QUESTION_ANSWER, recordIdOf } from '../../src/server/crypto/encrypted-columns';
import { FieldCipher, isEncryptedValue } from '../../src/server/crypto/field-cipher';
import { countPlainValues, sealPlainValues } from '../../src/server/crypto/plain-values';
import { openDatabase } from '../../src/server/db/client';
import { testCipher } from '../support/server/answers-at-rest';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { connectedCouple, type Session } from '../support/server/couples';
import { capturingLogger } from '../support/server/log-capture';
import { waitUntilHealthy } from '../support/server/server-process';
import {
  answerWholeSurvey,
  createSurveyCatalogue,
  type SurveyCatalogue,
} from '../support/server/survey-fixture';
import {
  createTestApp,
  createTestDatabase,
  spawnTestServer,
  TEST_KEYRING,
  type TestApp,
} from '../support/server/test-app';

// Which format a player chose for each general question is stored encrypted
// (docs/matching-and-privacy.md, "Encryption at rest"): a copy of the database does not tell
// which option anyone picked, while the survey, the results and the data export read as before.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const log = capturingLogger();
let t: TestApp;
let couple: { player1: Session; player2: Session; coupleId: string };
let catalogue: SurveyCatalogue;
/** What each partner chose, question id → format id. */
const sent = new Map<Session, Record<string, string>>();

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' }, { logger: log.logger });
  catalogue = await createSurveyCatalogue(t.database.db, {
    questions: 3,
    activities: 2,
    clothing: 0,
  });
  const ours = new Set(catalogue.questions.map((q) => q.id));
  couple = await connectedCouple(t.app);
  for (const player of [couple.player1, couple.player2]) {
    // The first question both answer with its first format; the others each their own.
    const answers = await answerWholeSurvey(t.app, player.token, 'Yes', (question) => {
      const index = catalogue.questions.findIndex((q) => q.id === question.id);
      if (!ours.has(question.id)) return question.options[0]?.id ?? null;
      const pick = index === 0 ? 0 : (index + (player === couple.player2 ? 1 : 0)) % 3;
      return question.options[pick]!.id;
    });
    sent.set(
      player,
      Object.fromEntries(Object.entries(answers.options).filter(([id]) => ours.has(id))),
    );
    await callRouteOk(t.app, survey.markComplete, { token: player.token });
  }
});
afterAll(async () => t?.close());

interface StoredQuestionAnswer {
  player_id: string;
  question_id: string;
  response_format_id: string;
}

async function storedAnswers(): Promise<StoredQuestionAnswer[]> {
  const { rows } = await t.database.pool.query<StoredQuestionAnswer>(
    `SELECT player_id, question_id, response_format_id FROM question_answers
     WHERE question_id = ANY($1) ORDER BY player_id, question_id`,
    [catalogue.questions.map((q) => q.id)],
  );
  return rows;
}

const stored = (rows: StoredQuestionAnswer[], player: Session, questionId: string) =>
  rows.find((row) => row.player_id === player.id && row.question_id === questionId)!;

/** The player's answers to this test's questions, as the survey API gives them back. */
async function answersOf(player: Session) {
  const responses = await callRouteOk(t.app, survey.getPlayerResponses, { token: player.token });
  const ours = new Set(catalogue.questions.map((q) => q.id));
  return Object.fromEntries(
    responses.options.filter((o) => ours.has(o.questionId)).map((o) => [o.questionId, o.optionId]),
  );
}

/** The player's answers to this test's questions in their data export, question → label. */
async function exportedAnswersOf(player: Session) {
  const exported = await callRoute(t.app, accounts.exportData, { token: player.token });
  expect(exported.status, exported.response.body).toBe(200);
  const ours = new Set(catalogue.questions.map((q) => q.id));
  return Object.fromEntries(
    exported.body.survey.questions
      .filter((q) => ours.has(q.questionId))
      .map((q) => [q.questionId, q.answer]),
  );
}

const labelOf = (formatId: string) =>
  catalogue.questions[0]!.formats.find((format) => format.id === formatId)!.label;

describe('general questions’ answers at rest', () => {
  it('are stored encrypted: no stored choice is a format id', async () => {
    const rows = await storedAnswers();
    expect(rows).toHaveLength(2 * catalogue.questions.length);
    const formatIds = catalogue.questions[0]!.formats.map((format) => format.id);
    for (const row of rows) {
      expect(row.response_format_id).not.toMatch(UUID);
      expect(isEncryptedValue(row.response_format_id), row.response_format_id).toBe(true);
      for (const id of formatIds) expect(row.response_format_id).not.toContain(id);
    }
  });

  it('look different for two partners who chose the same format', async () => {
    const first = catalogue.questions[0]!.id;
    expect(sent.get(couple.player1)![first]).toBe(sent.get(couple.player2)![first]);
    const rows = await storedAnswers();
    expect(stored(rows, couple.player1, first).response_format_id).not.toBe(
      stored(rows, couple.player2, first).response_format_id,
    );
  });

  it('read back as each partner chose them: the survey, the data export and the results', async () => {
    for (const player of [couple.player1, couple.player2]) {
      expect(await answersOf(player)).toEqual(sent.get(player));
      expect(await exportedAnswersOf(player)).toEqual(
        Object.fromEntries(
          Object.entries(sent.get(player)!).map(([question, format]) => [
            question,
            labelOf(format),
          ]),
        ),
      );
    }
    // Both completed with every question answered: the results are there for the couple.
    const compared = await callRoute(t.app, results.compare, {
      token: couple.player1.token,
      body: { coupleId: couple.coupleId },
    });
    expect(compared.status, compared.response.body).toBe(200);
    expect(compared.body.matchDetails.length).toBeGreaterThan(0);
  });

  it('saving the same choice again changes nothing; a new choice is sealed anew', async () => {
    const question = catalogue.questions[1]!;
    const before = stored(await storedAnswers(), couple.player1, question.id);
    const same = sent.get(couple.player1)![question.id]!;
    // Sent in capitals: still the same format, so still nothing to change.
    await callRouteOk(t.app, survey.respondOption, {
      token: couple.player1.token,
      body: { questionId: question.id, optionId: same.toUpperCase() },
    });
    expect(stored(await storedAnswers(), couple.player1, question.id)).toEqual(before);

    const other = question.formats.find((format) => format.id !== same)!.id;
    await callRouteOk(t.app, survey.respondOption, {
      token: couple.player1.token,
      body: { questionId: question.id, optionId: other },
    });
    const after = stored(await storedAnswers(), couple.player1, question.id);
    expect(isEncryptedValue(after.response_format_id)).toBe(true);
    expect(after.response_format_id).not.toBe(before.response_format_id);
    expect((await answersOf(couple.player1))[question.id]).toBe(other);
    sent.get(couple.player1)![question.id] = other;
  });

  it('a format retired or deleted since is skipped by every read, which still answers', async () => {
    // A second question category of its own, so the couple's other answers stay as they are.
    const own = await createSurveyCatalogue(t.database.db, {
      questions: 2,
      activities: 0,
      clothing: 0,
    });
    const [retiredQuestion, deletedQuestion] = own.questions as [
      (typeof own.questions)[number],
      (typeof own.questions)[number],
    ];
    const [retired, deleted] = own.questions[0]!.formats;
    for (const [question, format] of [
      [retiredQuestion, retired!],
      [deletedQuestion, deleted!],
    ] as const)
      await callRouteOk(t.app, survey.respondOption, {
        token: couple.player2.token,
        body: { questionId: question.id, optionId: format.id },
      });
    const responses = async () =>
      (
        await callRouteOk(t.app, survey.getPlayerResponses, { token: couple.player2.token })
      ).options.filter(
        (o) => o.questionId === retiredQuestion.id || o.questionId === deletedQuestion.id,
      );
    expect(await responses()).toHaveLength(2);

    await t.database.pool.query('UPDATE response_formats SET active = false WHERE id = $1', [
      retired!.id,
    ]);
    // Nothing references a format any more: it can be deleted under the answer that chose it.
    await t.database.pool.query('DELETE FROM response_formats WHERE id = $1', [deleted!.id]);

    expect(await responses()).toEqual([]);
    const exported = await callRoute(t.app, accounts.exportData, { token: couple.player2.token });
    expect(exported.status, exported.response.body).toBe(200);
    // The export names the retired format's label, as before; the deleted one has none to name.
    const mine = exported.body.survey.questions.filter(
      (q) => q.questionId === retiredQuestion.id || q.questionId === deletedQuestion.id,
    );
    expect(mine.map((q) => [q.questionId, q.answer])).toEqual([
      [retiredQuestion.id, retired!.label],
    ]);
  });

  it('copied into another partner’s row, refuses to be read there rather than show theirs', async () => {
    const question = catalogue.questions[2]!.id;
    const rows = await storedAnswers();
    const mine = stored(rows, couple.player1, question);
    await t.database.pool.query(
      'UPDATE question_answers SET response_format_id = $1 WHERE player_id = $2 AND question_id = $3',
      [mine.response_format_id, couple.player2.id, question],
    );
    const responses = await callRoute(t.app, survey.getPlayerResponses, {
      token: couple.player2.token,
    });
    expect(responses.status).toBe(500);
    expect(responses.response.json()).toEqual({ message: 'Server error occurred' });
    expectLogged(`question_answers.response_format_id of record ${couple.player2.id}/${question}`);
    const exported = await callRoute(t.app, accounts.exportData, { token: couple.player2.token });
    expect(exported.status).toBe(500);

    // The row it was copied from still reads as its player chose.
    expect((await answersOf(couple.player1))[question]).toBe(sent.get(couple.player1)![question]);
  });
});

describe('general questions’ answers left plain by an older Velvet', () => {
  it('are sealed for their rows and read back as they were chosen', async () => {
    const apart = await connectedCouple(t.app);
    const [first, second] = catalogue.questions;
    const [formatA, formatB] = first!.formats;
    // As an older Velvet stored them: the format's id itself.
    await t.database.pool.query(
      `INSERT INTO question_answers (player_id, question_id, response_format_id)
       VALUES ($1, $2, $3), ($1, $4, $5)`,
      [apart.player1.id, first!.id, formatA!.id, second!.id, formatB!.id],
    );
    expect(await countPlainValues(t.database.db, [QUESTION_ANSWER])).toEqual([
      { column: 'question_answers.response_format_id', count: 2 },
    ]);

    expect(await sealPlainValues(t.database.db, testCipher, { columns: [QUESTION_ANSWER] })).toBe(
      2,
    );
    expect(await countPlainValues(t.database.db, [QUESTION_ANSWER])).toEqual([]);
    expect(await answersOf(apart.player1)).toEqual({
      [first!.id]: formatA!.id,
      [second!.id]: formatB!.id,
    });
  });

  it('are sealed by a start of the server, before it serves', async () => {
    const database = await createTestDatabase();
    const handle = await openDatabase(database.url, 2);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'velvet-questions-'));
    try {
      const own = await createSurveyCatalogue(handle.db, {
        questions: 2,
        activities: 0,
        clothing: 0,
      });
      const { rows: made } = await handle.pool.query<{ id: string }>(
        `INSERT INTO players (email, password_hash, display_name)
         VALUES ('old-one@example.com', 'x', 'One'), ('old-two@example.com', 'x', 'Two')
         RETURNING id`,
      );
      const choices = made.flatMap((player, p) =>
        own.questions.map((question, q) => ({
          playerId: player.id,
          questionId: question.id,
          formatId: question.formats[(p + q) % question.formats.length]!.id,
        })),
      );
      for (const choice of choices)
        await handle.pool.query(
          'INSERT INTO question_answers (player_id, question_id, response_format_id) VALUES ($1, $2, $3)',
          [choice.playerId, choice.questionId, choice.formatId],
        );
      expect(await countPlainValues(handle.db, [QUESTION_ANSWER])).toEqual([
        { column: 'question_answers.response_format_id', count: choices.length },
      ]);

      const server = await spawnTestServer(database.url, dataDir);
      try {
        await waitUntilHealthy(server, 60_000);
      } finally {
        await server.stop();
      }

      expect(await countPlainValues(handle.db)).toEqual([]);
      const cipher = new FieldCipher(TEST_KEYRING);
      for (const choice of choices) {
        const { rows } = await handle.pool.query<{ response_format_id: string }>(
          'SELECT response_format_id FROM question_answers WHERE player_id = $1 AND question_id = $2',
          [choice.playerId, choice.questionId],
        );
        expect(isEncryptedValue(rows[0]!.response_format_id)).toBe(true);
        const id = recordIdOf(choice.playerId, choice.questionId);
        expect(QUESTION_ANSWER.open(cipher, id, rows[0]!.response_format_id)).toBe(choice.formatId);
      }
    } finally {
      await handle.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
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
