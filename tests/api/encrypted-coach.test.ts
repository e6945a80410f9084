import { beforeEach, describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import type { CoachSession } from '@shared/api/coach';
import { isEncryptedValue } from '../../src/server/crypto/field-cipher';
import { callRouteOk } from '../support/server/call-route';
import { coachingCouple, coachTestApp, ok, sessionAt } from '../support/server/coach-fixture';
import type { Session } from '../support/server/couples';
import { rowsMentioning } from '../support/server/personal-rows';

// A guided session's questions, the player's answers and its summary are stored encrypted,
// each for its own row (docs/matching-and-privacy.md, "Encryption at rest"): a copied database
// tells nothing of them, while the player still reads them in the app and in their export.

const QUESTION = 'When you picture lantern-mosaic-7719 together, what would help you relax?';
const ANSWER = 'zebra-quartz-4412: with the lights low and no rush at all.';
const SUMMARY =
  'You named velvet-harbor-5083 as what matters most.\nA next step: tell your partner one thing that helps you relax.';
const DISTINCTIVE = ['lantern-mosaic-7719', 'zebra-quartz-4412', 'velvet-harbor-5083'];

const { t, ai, calls, couple } = coachTestApp({ engine: {}, couple: (app) => coachingCouple(app) });
/** What the engine writes for any other session, question and summary alike. */
const everyOtherText = () => ai.reply({ content: 'What would make this feel easy for you both?' });
beforeEach(everyOtherText);

const exportOf = (player: Session) =>
  callRouteOk(t.app, accounts.exportData, { token: player.token });

/** A session player 1 took through a question, an answer and completion with our texts. */
async function confidedSession(): Promise<CoachSession> {
  const started = await sessionAt(t.app, couple, 'started');
  ai.reply({ content: QUESTION });
  const asked = ok(await calls.question(couple.player1, started.id));
  expect(asked.question).toBe(QUESTION);
  ok(
    await calls.answer(couple.player1, {
      sessionId: started.id,
      questionId: asked.questionId!,
      playerId: couple.player1.id,
      answer: ANSWER,
    }),
  );
  ai.reply({ content: SUMMARY });
  const completed = ok(await calls.complete(couple.player1, started.id));
  everyOtherText();
  return completed;
}

/** The stored values of the encrypted columns, straight from the database. */
async function storedTexts() {
  const sessions = await t.database.pool.query<{ id: string; summary: string | null }>(
    'SELECT id, summary FROM coach_sessions',
  );
  const questions = await t.database.pool.query<{
    id: string;
    session_id: string;
    question: string;
    answer: string | null;
  }>('SELECT id, session_id, question, answer FROM coach_session_questions');
  return { sessions: sessions.rows, questions: questions.rows };
}

describe('a guided session at rest', () => {
  it('stores its question, answer and summary encrypted, and nothing of them anywhere', async () => {
    const session = await confidedSession();
    expect(session.summary).toBe(SUMMARY);

    const { sessions, questions } = await storedTexts();
    const stored = [
      ...sessions.flatMap((row) => (row.summary === null ? [] : [row.summary])),
      ...questions.flatMap((row) => [row.question, ...(row.answer === null ? [] : [row.answer])]),
    ];
    const mine = questions.find((row) => row.session_id === session.id)!;
    expect(mine.question).not.toBe(QUESTION);
    expect(mine.answer).not.toBe(ANSWER);
    expect(sessions.find((row) => row.id === session.id)!.summary).not.toBe(SUMMARY);
    expect(stored.filter((value) => !isEncryptedValue(value))).toEqual([]);
    // No table of the database holds the texts, nor any part of them that says something.
    expect(await rowsMentioning(t.database.pool, DISTINCTIVE)).toEqual({});
  });

  it('still shows the owner the exact texts, in the app and in their data export', async () => {
    const session = await confidedSession();
    const expected = {
      previousAnswers: [{ questionId: expect.any(String), question: QUESTION, answer: ANSWER }],
      summary: SUMMARY,
    };
    expect(ok(await calls.session(couple.player1, session.id))).toMatchObject(expected);
    const listed = ok(await calls.sessions(couple.player1, couple.coupleId));
    expect(listed.find((each) => each.id === session.id)).toMatchObject(expected);
    const exported = (await exportOf(couple.player1)).play.coachSessions;
    expect(exported.find((each) => each.id === session.id)).toMatchObject(expected);
  });

  it('shows the partner that the session exists, still without its texts', async () => {
    const session = await confidedSession();
    const seen = ok(await calls.session(couple.player2, session.id));
    expect(seen).toMatchObject({ isMine: false, previousAnswers: null, summary: null });
    expect(JSON.stringify(seen)).not.toMatch(/lantern|zebra|velvet-harbor/);
    const exported = (await exportOf(couple.player2)).play.coachSessions;
    expect(exported.map((each) => each.id)).not.toContain(session.id);
  });
});

describe('a text moved to another row', () => {
  it('does not read as that row: reading the session fails instead of showing the other text', async () => {
    const source = await confidedSession();
    const target = await sessionAt(t.app, couple, 'completed', { answer: 'Somewhere quiet.' });
    const before = ok(await calls.session(couple.player1, target.id));
    expect(before.summary).not.toBe(SUMMARY);

    await t.database.pool.query(
      `UPDATE coach_sessions SET summary = (SELECT summary FROM coach_sessions WHERE id = $1)
       WHERE id = $2`,
      [source.id, target.id],
    );
    const reply = await calls.session(couple.player1, target.id);
    // A value that does not decrypt for its row is a server fault, as any corrupted row is:
    // the generic 500, never the other session's summary.
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ message: 'Server error occurred' });
    expect(JSON.stringify(reply.body)).not.toContain('velvet-harbor-5083');
    // The row it was copied from still reads; the partner, who never sees a summary, too.
    expect(ok(await calls.session(couple.player1, source.id)).summary).toBe(SUMMARY);
    expect(ok(await calls.session(couple.player2, target.id)).summary).toBeNull();
  });

  it('an answer copied to another question does not read as that question’s answer', async () => {
    const source = await confidedSession();
    const target = await sessionAt(t.app, couple, 'answered', { answer: 'Somewhere quiet.' });
    await t.database.pool.query(
      `UPDATE coach_session_questions
       SET answer = (SELECT answer FROM coach_session_questions WHERE session_id = $1)
       WHERE session_id = $2`,
      [source.id, target.id],
    );
    const reply = await calls.session(couple.player1, target.id);
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ message: 'Server error occurred' });
    // Nor can the owner take a step on it, which would hand the answer to the engine.
    expect((await calls.complete(couple.player1, target.id)).status).toBe(500);
    expect(ok(await calls.session(couple.player1, source.id)).previousAnswers).toEqual([
      { questionId: expect.any(String), question: QUESTION, answer: ANSWER },
    ]);
  });
});
