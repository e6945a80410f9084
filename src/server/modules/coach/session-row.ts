import { asc, inArray } from 'drizzle-orm';
import { COACH_ERRORS } from '@shared/domain/coach';
import { COACH_ANSWER, COACH_QUESTION } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { coachSessionQuestions, coachSessions } from '../../db/schema';
import { forbidden } from '../../lib/http-error';
import { callersRecord } from '../couples';
import { requireCoach } from './tier-gate';

/** A session as stored: its summary is sealed (COACH_SESSION_SUMMARY); the view opens it. */
export type SessionRow = typeof coachSessions.$inferSelect;
/** A question as read: its question and answer opened from their sealed stored values. */
export type QuestionRow = typeof coachSessionQuestions.$inferSelect;

/** A session with its questions, first asked first. */
export interface SessionState {
  row: SessionRow;
  questions: QuestionRow[];
}

/** The question waiting for the owner's answer, if any (at most one: see session-steps.ts). */
export const pendingQuestion = (questions: readonly QuestionRow[]) =>
  questions.find((question) => question.answer === null) ?? null;

export const answeredQuestions = (questions: readonly QuestionRow[]) =>
  questions.filter((question) => question.answer !== null);

/** The questions of these sessions, each session's first asked first, their texts opened. */
export async function questionsOf(
  executor: Executor,
  cipher: FieldCipher,
  sessionIds: readonly string[],
): Promise<QuestionRow[]> {
  if (sessionIds.length === 0) return [];
  const rows = await executor
    .select()
    .from(coachSessionQuestions)
    .where(inArray(coachSessionQuestions.sessionId, [...sessionIds]))
    .orderBy(asc(coachSessionQuestions.sessionId), asc(coachSessionQuestions.position));
  return rows.map((row) => ({
    ...row,
    question: COACH_QUESTION.open(cipher, row.id, row.question),
    answer: COACH_ANSWER.open(cipher, row.id, row.answer),
  }));
}

/**
 * The session, locked when `lock` (inside a transaction), if the caller belongs to its couple
 * now and the couple's plan includes the coach. Anyone else gets the same 404 as for an
 * unknown id and learns nothing about it; a member of a couple without the coach gets the
 * tier's 403. Only its owner gets its questions: the partner never sees them, so they are not
 * even opened for them.
 */
export async function callersSession(
  executor: Executor,
  cipher: FieldCipher,
  callerId: string,
  sessionId: string,
  lock = false,
  /** Reading a session the couple already has is free; taking a step of one needs the coach. */
  purpose: 'read' | 'step' = 'step',
): Promise<SessionState> {
  const row = await callersRecord(executor, coachSessions, {
    callerId,
    recordId: sessionId,
    lock,
    notFoundMessage: COACH_ERRORS.sessionNotFound,
  });
  if (purpose === 'step') await requireCoach(executor, row.coupleId);
  const questions = row.playerId === callerId ? await questionsOf(executor, cipher, [row.id]) : [];
  return { row, questions };
}

/** The same, for a step only the partner who started the session may take. */
export async function ownersSession(
  executor: Executor,
  cipher: FieldCipher,
  callerId: string,
  sessionId: string,
  lock = false,
): Promise<SessionState> {
  const state = await callersSession(executor, cipher, callerId, sessionId, lock);
  if (state.row.playerId !== callerId) throw forbidden(COACH_ERRORS.notYourSession);
  return state;
}
