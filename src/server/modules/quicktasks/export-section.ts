import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import { QUICK_TASK_NOTES } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import {
  dailyChallengeCompletions,
  dailyChallenges,
  quickTaskConfirmations,
  quickTasks,
} from '../../db/schema';
import { viewOf } from './task-view';

/** The quick tasks of the player's couples, each as the player sees it. */
export async function exportedQuickTasks(
  tx: Executor,
  playerId: string,
  coupleIds: readonly string[],
): Promise<AccountExport['play']['quickTasks']> {
  if (coupleIds.length === 0) return [];
  const tasks = await tx
    .select()
    .from(quickTasks)
    .where(inArray(quickTasks.coupleId, [...coupleIds]))
    .orderBy(asc(quickTasks.createdAt), asc(quickTasks.id));
  return Promise.all(tasks.map((task) => viewOf(tx, task, playerId)));
}

/** The player's own confirmations of quick tasks, with their notes, opened. */
export async function exportedTaskConfirmations(
  tx: Executor,
  cipher: FieldCipher,
  playerId: string,
): Promise<AccountExport['play']['taskConfirmations']> {
  const confirmations = await tx
    .select({
      id: quickTaskConfirmations.id,
      taskId: quickTaskConfirmations.taskId,
      notes: quickTaskConfirmations.notes,
      confirmedAt: quickTaskConfirmations.confirmedAt,
    })
    .from(quickTaskConfirmations)
    .where(eq(quickTaskConfirmations.playerId, playerId))
    .orderBy(asc(quickTaskConfirmations.confirmedAt));
  return confirmations.map(({ id, taskId, notes, confirmedAt }) => ({
    taskId,
    notes: QUICK_TASK_NOTES.open(cipher, id, notes),
    confirmedAt: confirmedAt.toISOString(),
  }));
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The daily challenges of the player's couples, with when the player marked each done. */
export async function exportedDailyChallenges(
  tx: Executor,
  playerId: string,
  coupleIds: readonly string[],
): Promise<AccountExport['play']['dailyChallenges']> {
  if (coupleIds.length === 0) return [];
  const rows = await tx
    .select({
      coupleId: dailyChallenges.coupleId,
      day: dailyChallenges.day,
      title: dailyChallenges.title,
      description: dailyChallenges.description,
      level: dailyChallenges.level,
      startedAt: dailyChallenges.startedAt,
      doneAt: dailyChallengeCompletions.doneAt,
      completedAt: dailyChallenges.completedAt,
    })
    .from(dailyChallenges)
    .leftJoin(
      dailyChallengeCompletions,
      and(
        eq(dailyChallengeCompletions.challengeId, dailyChallenges.id),
        eq(dailyChallengeCompletions.playerId, playerId),
      ),
    )
    .where(inArray(dailyChallenges.coupleId, [...coupleIds]))
    .orderBy(asc(dailyChallenges.day), asc(dailyChallenges.id));
  return rows.map((row) => ({
    ...row,
    startedAt: iso(row.startedAt),
    doneAt: iso(row.doneAt),
    completedAt: iso(row.completedAt),
  }));
}
