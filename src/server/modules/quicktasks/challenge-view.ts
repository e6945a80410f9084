import { and, eq } from 'drizzle-orm';
import type { DailyChallenge } from '@shared/api/quicktasks';
import { suggestedPoints } from '../../content/quick-tasks/quick-task-template';
import type { Executor } from '../../db/client';
import { dailyChallengeCompletions, dailyChallenges } from '../../db/schema';

export type ChallengeRow = typeof dailyChallenges.$inferSelect;

/** A challenge earns what a quick task of its level and length would. */
export const challengePoints = (row: ChallengeRow) =>
  suggestedPoints(row.level, row.durationMinutes);

/** The couple's stored challenge of a calendar day, locked when `lock`. */
export async function storedChallenge(
  executor: Executor,
  coupleId: string,
  day: string,
  lock = false,
): Promise<ChallengeRow | undefined> {
  const query = executor
    .select()
    .from(dailyChallenges)
    .where(and(eq(dailyChallenges.coupleId, coupleId), eq(dailyChallenges.day, day)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Who has marked the challenge done so far. */
export async function challengeDoneBy(executor: Executor, challengeId: string) {
  const rows = await executor
    .select({ playerId: dailyChallengeCompletions.playerId })
    .from(dailyChallengeCompletions)
    .where(eq(dailyChallengeCompletions.challengeId, challengeId));
  return rows.map((row) => row.playerId);
}

/** The challenge as the caller sees it, with who has marked it done. */
export async function challengeView(
  executor: Executor,
  row: ChallengeRow,
  callerId: string,
): Promise<DailyChallenge> {
  const doneBy = await challengeDoneBy(executor, row.id);
  return {
    date: row.day,
    title: row.title,
    description: row.description,
    taskType: row.taskType,
    durationMinutes: row.durationMinutes,
    points: challengePoints(row),
    status: row.completedAt ? 'completed' : row.startedAt ? 'started' : 'pending',
    doneByMe: doneBy.includes(callerId),
    doneByPartner: doneBy.some((playerId) => playerId !== callerId),
  };
}
