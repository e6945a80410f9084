import { inArray } from 'drizzle-orm';
import type { CoachSession } from '@shared/api/coach';
import { COACH_SESSION_SUMMARY } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { players } from '../../db/schema';
import {
  answeredQuestions,
  pendingQuestion,
  questionsOf,
  type QuestionRow,
  type SessionRow,
  type SessionState,
} from './session-row';

/** The display names of the players who started these sessions. */
async function ownerNames(executor: Executor, rows: readonly SessionRow[]) {
  const ids = [...new Set(rows.map((row) => row.playerId))];
  if (ids.length === 0) return new Map<string, string>();
  const found = await executor
    .select({ id: players.id, displayName: players.displayName })
    .from(players)
    .where(inArray(players.id, ids));
  return new Map(found.map((row) => [row.id, row.displayName]));
}

/**
 * The session as the caller may see it (docs/coach-and-support.md): a session's questions,
 * answers and summary belong to the partner who started it. The other partner sees that it
 * exists, its activity, its status and dates, with every one of those fields null. The stored
 * summary is opened for the owner only.
 */
export function sessionView(
  cipher: FieldCipher,
  row: SessionRow,
  questions: readonly QuestionRow[],
  callerId: string,
  ownerName: string,
): CoachSession {
  const isMine = row.playerId === callerId;
  // A question still waiting when the session was completed is no longer asked.
  const pending = isMine && row.status !== 'completed' ? pendingQuestion(questions) : null;
  return {
    id: row.id,
    coupleId: row.coupleId,
    playerId: row.playerId,
    playerName: ownerName,
    isMine,
    activityId: row.activityId,
    activityName: row.activityName,
    status: row.status,
    questionId: pending?.id ?? null,
    question: pending?.question ?? null,
    previousAnswers: isMine
      ? answeredQuestions(questions).map((q) => ({
          questionId: q.id,
          question: q.question,
          answer: q.answer ?? '',
        }))
      : null,
    summary: isMine ? COACH_SESSION_SUMMARY.open(cipher, row.id, row.summary) : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** One session's view, reading its owner's name. */
export async function viewOf(
  executor: Executor,
  cipher: FieldCipher,
  state: SessionState,
  callerId: string,
): Promise<CoachSession> {
  const names = await ownerNames(executor, [state.row]);
  return sessionView(
    cipher,
    state.row,
    state.questions,
    callerId,
    names.get(state.row.playerId) ?? '',
  );
}

/**
 * Several sessions as the caller may see them. Only the caller's own sessions need their
 * questions, so the partner's are never read.
 */
export async function viewsOf(
  executor: Executor,
  cipher: FieldCipher,
  rows: readonly SessionRow[],
  callerId: string,
): Promise<CoachSession[]> {
  const names = await ownerNames(executor, rows);
  const own = rows.filter((row) => row.playerId === callerId).map((row) => row.id);
  const questions = await questionsOf(executor, cipher, own);
  return rows.map((row) =>
    sessionView(
      cipher,
      row,
      questions.filter((q) => q.sessionId === row.id),
      callerId,
      names.get(row.playerId) ?? '',
    ),
  );
}
