import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachSession } from '@shared/api/coach';
import { COACH_ERRORS } from '@shared/domain/coach';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from '../support/server/chat-completions-server';
import {
  coachCalls,
  coachingCouple,
  coachTestApp,
  ok,
  openedStoredSession,
  refusal,
  sessionAt,
  storedSession,
} from '../support/server/coach-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

// Each step of a guided session holds the session's row lock, so two steps at the same
// instant are taken in turn: the second sees the first and is refused as it would be after it.

const ROUNDS = 3;

const { t, calls, couple } = coachTestApp({ couple: coachingCouple });

const answerTo = (session: CoachSession, answer: string) =>
  calls.answer(couple.player1, {
    sessionId: session.id,
    questionId: session.questionId!,
    playerId: couple.player1.id,
    answer,
  });

const statuses = (replies: readonly { status: number }[]) => replies.map((r) => r.status).sort();

describe('at the same instant', () => {
  it('two questions: one is asked, the other waits for its answer', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = await sessionAt(t.app, couple, 'started');
      const replies = await Promise.all([
        calls.question(couple.player1, started.id),
        calls.question(couple.player1, started.id),
      ]);
      expect(statuses(replies)).toEqual([200, 409]);
      expect(refusal(replies.find((r) => r.status === 409)!).body).toEqual({
        message: COACH_ERRORS.questionPending,
      });
      const { row, questions } = await storedSession(t.database.db, started.id);
      expect(questions.map((q) => q.position)).toEqual([1]);
      expect(row?.status).toBe('question_generated');
    }
  });

  it('two answers to one question: one is kept, the other finds no question left', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const asked = await sessionAt(t.app, couple, 'asked');
      const replies = await Promise.all([answerTo(asked, 'First'), answerTo(asked, 'Second')]);
      expect(statuses(replies)).toEqual([200, 409]);
      expect(refusal(replies.find((r) => r.status === 409)!).body).toEqual({
        message: COACH_ERRORS.noQuestion,
      });
      const winner = replies[0]!.status === 200 ? 'First' : 'Second';
      const { questions } = await openedStoredSession(t.database.db, asked.id);
      expect(questions.map((q) => q.answer)).toEqual([winner]);
    }
  });

  it('two completes: one summary, the other is told the session is completed', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const answered = await sessionAt(t.app, couple, 'answered');
      const replies = await Promise.all([
        calls.complete(couple.player1, answered.id),
        calls.complete(couple.player1, answered.id),
      ]);
      expect(statuses(replies)).toEqual([200, 409]);
      expect(refusal(replies.find((r) => r.status === 409)!).body).toEqual({
        message: COACH_ERRORS.completed,
      });
      const completed = replies.find((r) => r.status === 200)!.body;
      const { row } = await openedStoredSession(t.database.db, answered.id);
      expect(row?.summary).toBe(completed.summary);
      expect(row?.completedAt?.toISOString()).toBe(completed.completedAt);
    }
  });

  it('a question and a complete: the session ends completed either way', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const answered = await sessionAt(t.app, couple, 'answered');
      const [question, complete] = await Promise.all([
        calls.question(couple.player1, answered.id),
        calls.complete(couple.player1, answered.id),
      ]);
      expect(complete.status).toBe(200);
      // A question asked first is left unasked by the completion; one asked after is refused.
      if (question.status !== 200)
        expect(refusal(question).body).toEqual({ message: COACH_ERRORS.completed });
      const view = ok(await calls.session(couple.player1, answered.id));
      expect(view).toMatchObject({ status: 'completed', questionId: null, question: null });
    }
  });
});

describe('an answer arriving while the summary is written', () => {
  let ai: ChatCompletionsServer;
  let slow: TestApp;
  beforeAll(async () => {
    ai = await startChatCompletionsServer();
    slow = await createTestApp({
      AUTH_RATE_LIMIT: '1000000',
      AI_BASE_URL: ai.url,
      AI_MODEL: 'velvet-test-model',
    });
  });
  afterAll(async () => {
    await slow?.close();
    await ai?.close();
  });

  const summaryRequests = () =>
    ai.requests
      .map((r) => JSON.stringify(r.body))
      .filter((body) => body.includes('close a guided reflection session'));

  it('is in the summary: the summary is written again from it', async () => {
    const slowCalls = coachCalls(slow.app);
    const c = await coachingCouple(slow.app);
    ai.reply({ content: 'What would make it feel special for you both?' });
    const answered = await sessionAt(slow.app, c, 'answered', { answer: 'Early-answer' });
    const asked = ok(await slowCalls.question(c.player1, answered.id));
    ai.requests.length = 0;
    ai.reply({ content: 'You both value time and tenderness.', delayMs: 600 });

    const completing = slowCalls.complete(c.player1, asked.id);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const answer = await slowCalls.answer(c.player1, {
      sessionId: asked.id,
      questionId: asked.questionId!,
      playerId: c.player1.id,
      answer: 'Late-answer',
    });
    expect(answer.status, answer.response.body).toBe(200);
    const completed = ok(await completing);

    expect(completed.status).toBe('completed');
    expect(completed.previousAnswers?.map((a) => a.answer)).toEqual([
      'Early-answer',
      'Late-answer',
    ]);
    const requests = summaryRequests();
    expect(requests).toHaveLength(2);
    expect(requests[0]).not.toContain('Late-answer');
    expect(requests[1]).toContain('Late-answer');
  });
});
