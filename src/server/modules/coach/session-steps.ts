import { eq } from 'drizzle-orm';
import type { CoachSession } from '@shared/api/coach';
import { COACH_ERRORS, SESSION_MAX_QUESTIONS } from '@shared/domain/coach';
import { coachSessionQuestions, coachSessions } from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transactions';
import { conflict, forbidden } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { createGeneratedStep } from './generated-step';
import {
  answeredQuestions,
  ownersSession,
  pendingQuestion,
  questionsOf,
  type SessionRow,
  type SessionState,
} from './session-row';
import { viewOf } from './session-view';

async function setSession(
  tx: Tx,
  row: SessionRow,
  changes: Partial<Pick<SessionRow, 'status' | 'summary' | 'engine' | 'completedAt'>>,
): Promise<SessionState> {
  const [updated] = await tx
    .update(coachSessions)
    .set(changes)
    .where(eq(coachSessions.id, row.id))
    .returning();
  return { row: updated!, questions: await questionsOf(tx, [row.id]) };
}

function notCompleted({ row }: SessionState) {
  if (row.status === 'completed') throw conflict(COACH_ERRORS.completed);
}

/**
 * A guided session's steps after its start (docs/coach-and-support.md): started → question
 * generated → answered → … → completed. Only the partner who started the session takes them;
 * each holds the session's row lock, so two at the same instant are taken in turn.
 */
export function createSessionSteps(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'content' | 'now'>) {
  const { db, content } = deps;
  const generatedStep = createGeneratedStep(deps);

  return {
    /** The next question, written from the answers so far. */
    question: (callerId: string, sessionId: string): Promise<CoachSession> =>
      generatedStep(callerId, sessionId, {
        check(state) {
          notCompleted(state);
          if (pendingQuestion(state.questions)) throw conflict(COACH_ERRORS.questionPending);
          if (state.questions.length >= SESSION_MAX_QUESTIONS)
            throw conflict(COACH_ERRORS.maxQuestions);
        },
        generate: (input, boundaries) => content.coachQuestion(input, boundaries),
        async write(tx, state, generated) {
          await tx.insert(coachSessionQuestions).values({
            sessionId: state.row.id,
            position: state.questions.length + 1,
            question: generated.text,
            askedAt: deps.now(),
          });
          const updated = await setSession(tx, state.row, {
            status: 'question_generated',
            engine: generated.engine,
          });
          return viewOf(tx, updated, callerId);
        },
      }),

    /** The owner's answer to the question waiting for it. */
    async answer(
      callerId: string,
      request: { sessionId: string; questionId: string; playerId: string; answer: string },
    ): Promise<CoachSession> {
      return inTransaction(db, async (tx) => {
        const state = await ownersSession(tx, callerId, request.sessionId, true);
        if (request.playerId.toLowerCase() !== callerId) throw forbidden(COACH_ERRORS.forYourself);
        notCompleted(state);
        const pending = pendingQuestion(state.questions);
        if (!pending) throw conflict(COACH_ERRORS.noQuestion);
        if (pending.id !== request.questionId.toLowerCase())
          throw conflict(COACH_ERRORS.wrongQuestion);
        await tx
          .update(coachSessionQuestions)
          .set({ answer: request.answer, answeredAt: deps.now() })
          .where(eq(coachSessionQuestions.id, pending.id));
        return viewOf(tx, await setSession(tx, state.row, { status: 'answered' }), callerId);
      });
    },

    /** Closes the session with a summary of its answers; a question left waiting stays unanswered. */
    complete: (callerId: string, sessionId: string): Promise<CoachSession> =>
      generatedStep(callerId, sessionId, {
        check(state) {
          notCompleted(state);
          if (answeredQuestions(state.questions).length === 0)
            throw conflict(COACH_ERRORS.nothingAnswered);
        },
        generate: (input, boundaries) => content.coachSessionSummary(input, boundaries),
        async write(tx, state, generated) {
          const updated = await setSession(tx, state.row, {
            status: 'completed',
            summary: generated.text,
            engine: generated.engine,
            completedAt: deps.now(),
          });
          return viewOf(tx, updated, callerId);
        },
      }),
  };
}
