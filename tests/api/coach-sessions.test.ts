import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CoachSession } from '@shared/api/coach';
import { COACH_ERRORS, SESSION_MAX_QUESTIONS } from '@shared/domain/coach';
import { unchecked } from '../support/server/call-route';
import {
  activityIdOf,
  coachingCouple,
  coachTestApp,
  ok,
  openedStoredSession,
  refusal,
  sessionAt,
  sessionCount,
  storedSession,
  welcomedByBoth,
  type CoachCalls,
} from '../support/server/coach-fixture';

// A guided session's lifecycle (docs/coach-and-support.md): started on an activity both
// welcomed, then question generated → answered, as many times as SESSION_MAX_QUESTIONS
// allows, then completed with a summary; and every refusal on the way, which changes nothing.

const REFUSED = 'Spooning at bedtime';

// Player 1 refuses one activity and leaves another unanswered; player 2 says Yes to all.
const { t, calls, couple } = coachTestApp({
  couple: (app) =>
    coachingCouple(app, { answers: (_key, activity) => (activity === REFUSED ? 'No' : 'Yes') }),
});

const badRequest = (message: string) => ({ status: 400, body: { message } });
const forbidden = (message: string) => ({ status: 403, body: { message } });
const conflict = (message: string) => ({ status: 409, body: { message } });

/** Checks a refused call left the session exactly as it was. */
async function refusedWithoutChange(
  session: CoachSession,
  call: () => ReturnType<CoachCalls[keyof CoachCalls]>,
  expected: { status: number; body: { message: string } },
) {
  const before = await storedSession(t.database.db, session.id);
  expect(refusal(await call())).toEqual(expected);
  expect(await storedSession(t.database.db, session.id)).toEqual(before);
}

const answerBody = (session: CoachSession, overrides: Partial<Record<string, string>> = {}) => ({
  sessionId: session.id,
  questionId: session.questionId ?? randomUUID(),
  playerId: couple.player1.id,
  answer: 'With music on and the lights low.',
  ...overrides,
});

describe('starting', () => {
  it('starts a session for the caller on an activity both welcomed, named as the survey names it', async () => {
    const [activity] = await welcomedByBoth(t.app, couple);
    const reply = await calls.start(couple.player2, couple.coupleId, {
      activityId: activity!.activityId.toUpperCase(),
      activityName: 'Something else entirely',
      playerId: couple.player2.id,
    });
    const session = ok(reply, 201);
    expect(session).toMatchObject({
      coupleId: couple.coupleId,
      playerId: couple.player2.id,
      playerName: 'Blake',
      isMine: true,
      activityId: activity!.activityId,
      activityName: activity!.activityName,
      status: 'started',
      questionId: null,
      question: null,
      previousAnswers: [],
      summary: null,
      completedAt: null,
    });
    expect(ok(await calls.session(couple.player2, session.id))).toEqual(session);
  });

  it('refuses to start one for the partner', async () => {
    const [activity] = await welcomedByBoth(t.app, couple);
    const before = await sessionCount(t.database.db, couple.coupleId);
    const reply = await calls.start(couple.player1, couple.coupleId, {
      activityId: activity!.activityId,
      playerId: couple.player2.id,
    });
    expect(refusal(reply)).toEqual(forbidden(COACH_ERRORS.forYourself));
    expect(await sessionCount(t.database.db, couple.coupleId)).toBe(before);
  });

  it('refuses an activity either refused, one not in the survey, and a malformed id', async () => {
    const before = await sessionCount(t.database.db, couple.coupleId);
    for (const activityId of [await activityIdOf(t.app, REFUSED), randomUUID()]) {
      const reply = await calls.start(couple.player1, couple.coupleId, {
        activityId,
        playerId: couple.player1.id,
      });
      expect(refusal(reply)).toEqual(badRequest(COACH_ERRORS.notWelcomed));
    }
    const malformed = await calls.start(
      couple.player1,
      couple.coupleId,
      unchecked({ activityId: 'sofa-cuddles', playerId: couple.player1.id }),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.response.json().message).toContain(COACH_ERRORS.notWelcomed);
    expect(await sessionCount(t.database.db, couple.coupleId)).toBe(before);
  });
});

describe('questions and answers', () => {
  it('asks, takes the answer, and asks again from it', async () => {
    const started = await sessionAt(t.app, couple, 'started');
    const asked = ok(await calls.question(couple.player1, started.id));
    expect(asked.status).toBe('question_generated');
    expect(asked.questionId).toEqual(expect.any(String));
    expect(asked.question?.trim()).not.toBe('');
    expect(asked.previousAnswers).toEqual([]);

    const answered = ok(await calls.answer(couple.player1, answerBody(asked)));
    expect(answered).toMatchObject({
      status: 'answered',
      questionId: null,
      question: null,
      previousAnswers: [
        {
          questionId: asked.questionId,
          question: asked.question,
          answer: 'With music on and the lights low.',
        },
      ],
    });

    const next = ok(await calls.question(couple.player1, started.id));
    expect(next.questionId).not.toBe(asked.questionId);
    expect(next.previousAnswers).toHaveLength(1);
    const { questions } = await openedStoredSession(t.database.db, started.id);
    expect(questions.map((q) => [q.position, q.answer])).toEqual([
      [1, 'With music on and the lights low.'],
      [2, null],
    ]);
  });

  it('refuses a second question while one waits, and more than the limit', async () => {
    const asked = await sessionAt(t.app, couple, 'asked');
    await refusedWithoutChange(
      asked,
      () => calls.question(couple.player1, asked.id),
      conflict(COACH_ERRORS.questionPending),
    );
    let session = asked;
    for (let n = 1; n <= SESSION_MAX_QUESTIONS; n += 1) {
      if (n > 1) session = ok(await calls.question(couple.player1, asked.id));
      session = ok(
        await calls.answer(couple.player1, answerBody(session, { answer: `Answer ${n}` })),
      );
    }
    expect(session.previousAnswers?.map((a) => a.answer)).toEqual(
      Array.from({ length: SESSION_MAX_QUESTIONS }, (_, i) => `Answer ${i + 1}`),
    );
    await refusedWithoutChange(
      session,
      () => calls.question(couple.player1, asked.id),
      conflict(COACH_ERRORS.maxQuestions),
    );
    expect(ok(await calls.complete(couple.player1, asked.id)).status).toBe('completed');
  });

  it('takes an answer only to the question waiting, from its owner, for themselves', async () => {
    const started = await sessionAt(t.app, couple, 'started');
    await refusedWithoutChange(
      started,
      () => calls.answer(couple.player1, answerBody(started)),
      conflict(COACH_ERRORS.noQuestion),
    );
    const asked = ok(await calls.question(couple.player1, started.id));
    await refusedWithoutChange(
      asked,
      () => calls.answer(couple.player1, answerBody(asked, { questionId: randomUUID() })),
      conflict(COACH_ERRORS.wrongQuestion),
    );
    await refusedWithoutChange(
      asked,
      () => calls.answer(couple.player1, answerBody(asked, { playerId: couple.player2.id })),
      forbidden(COACH_ERRORS.forYourself),
    );
    await refusedWithoutChange(
      asked,
      () => calls.answer(couple.player2, answerBody(asked, { playerId: couple.player2.id })),
      forbidden(COACH_ERRORS.notYourSession),
    );
    for (const blank of ['', '   \n ']) {
      await refusedWithoutChange(
        asked,
        () => calls.answer(couple.player1, answerBody(asked, { answer: blank })),
        badRequest(`answer: ${COACH_ERRORS.blankAnswer}`),
      );
    }
    const answered = ok(await calls.answer(couple.player1, answerBody(asked)));
    await refusedWithoutChange(
      answered,
      () => calls.answer(couple.player1, answerBody(asked)),
      conflict(COACH_ERRORS.noQuestion),
    );
  });

  it('lets only the owner ask for a question', async () => {
    const started = await sessionAt(t.app, couple, 'started');
    await refusedWithoutChange(
      started,
      () => calls.question(couple.player2, started.id),
      forbidden(COACH_ERRORS.notYourSession),
    );
  });
});

describe('completing', () => {
  it('needs an answer first', async () => {
    for (const stage of ['started', 'asked'] as const) {
      const session = await sessionAt(t.app, couple, stage);
      await refusedWithoutChange(
        session,
        () => calls.complete(couple.player1, session.id),
        conflict(COACH_ERRORS.nothingAnswered),
      );
    }
  });

  it('completes with a summary, once, and ends the session', async () => {
    const answered = await sessionAt(t.app, couple, 'answered');
    const waiting = ok(await calls.question(couple.player1, answered.id));
    const completed = ok(await calls.complete(couple.player1, answered.id));
    expect(completed).toMatchObject({
      status: 'completed',
      questionId: null,
      question: null,
      previousAnswers: answered.previousAnswers,
    });
    expect(completed.summary?.trim()).not.toBe('');
    expect(Date.parse(completed.completedAt!)).toBeGreaterThanOrEqual(
      Date.parse(completed.createdAt),
    );
    for (const call of [
      () => calls.complete(couple.player1, answered.id),
      () => calls.question(couple.player1, answered.id),
      () => calls.answer(couple.player1, answerBody(waiting)),
    ])
      await refusedWithoutChange(completed, call, conflict(COACH_ERRORS.completed));
    expect(ok(await calls.session(couple.player1, answered.id))).toEqual(completed);
  });

  it('lets only the owner complete it', async () => {
    const answered = await sessionAt(t.app, couple, 'answered');
    await refusedWithoutChange(
      answered,
      () => calls.complete(couple.player2, answered.id),
      forbidden(COACH_ERRORS.notYourSession),
    );
  });
});

describe('reading', () => {
  it('lists the couple’s sessions newest first, each partner’s own marked as theirs', async () => {
    const c = await coachingCouple(t.app);
    const first = await sessionAt(t.app, c, 'completed');
    const second = await sessionAt(t.app, c, 'asked', { owner: c.player2 });
    const third = await sessionAt(t.app, c, 'started');
    const list = ok(await calls.sessions(c.player1, c.coupleId));
    expect(list.map((s) => [s.id, s.isMine, s.playerName])).toEqual([
      [third.id, true, 'Avery'],
      [second.id, false, 'Blake'],
      [first.id, true, 'Avery'],
    ]);
    expect(list[2]).toEqual(first);
  });

  it('answers 404 for an unknown session', async () => {
    for (const reply of [
      await calls.session(couple.player1, randomUUID()),
      await calls.question(couple.player1, randomUUID()),
      await calls.complete(couple.player1, randomUUID()),
      await calls.answer(couple.player1, answerBody({ id: randomUUID() } as CoachSession)),
    ])
      expect(refusal(reply)).toEqual({
        status: 404,
        body: { message: COACH_ERRORS.sessionNotFound },
      });
  });
});
