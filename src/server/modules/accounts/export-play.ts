import { asc, eq, inArray, or } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import type { Executor } from '../../db/client';
import {
  coachSessions,
  couples,
  dares,
  adventures,
  quickTaskConfirmations,
  quickTasks,
  scoreEvents,
} from '../../db/schema';
import { coachSessionViews } from '../coach';
import { dareViews } from '../dares';
import { coupleContextOf, experienceView, mayView } from '../adventures';
import { quickTaskView } from '../quicktasks';

/** The couples the player has been in, ended ones too, oldest first. */
export async function couplesOf(tx: Executor, playerId: string) {
  return tx
    .select()
    .from(couples)
    .where(or(eq(couples.player1Id, playerId), eq(couples.player2Id, playerId)))
    .orderBy(asc(couples.createdAt));
}

/** Adventures of those couples the player may see, each as the adventure screens show it. */
async function adventuresOf(tx: Executor, playerId: string, coupleIds: readonly string[]) {
  if (coupleIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(adventures)
    .where(inArray(adventures.coupleId, [...coupleIds]))
    .orderBy(asc(adventures.createdAt), asc(adventures.id));
  const seen = rows.filter((row) => mayView(row, playerId));
  const contexts = new Map<string, Awaited<ReturnType<typeof coupleContextOf>>>();
  for (const coupleId of new Set(seen.map((row) => row.coupleId))) {
    const leads = seen.filter((row) => row.coupleId === coupleId).map((row) => row.leadPlayerId);
    contexts.set(coupleId, await coupleContextOf(tx, coupleId, leads));
  }
  return seen.flatMap((row) => {
    const context = contexts.get(row.coupleId);
    return context ? [experienceView(row, playerId, context)] : [];
  });
}

/**
 * What the player has played, in every couple they have been in. Each piece reads as the app
 * shows it to them: a dare's text only once it is theirs to see, an adventure of the partner's
 * only as far as it was revealed, and of the coach only their own sessions.
 */
export async function playOf(
  tx: Executor,
  playerId: string,
  coupleIds: readonly string[],
  now: Date,
): Promise<AccountExport['play']> {
  const points = await tx
    .select({
      coupleId: scoreEvents.coupleId,
      source: scoreEvents.source,
      points: scoreEvents.points,
      occurredAt: scoreEvents.occurredAt,
    })
    .from(scoreEvents)
    .where(eq(scoreEvents.playerId, playerId))
    .orderBy(asc(scoreEvents.occurredAt));
  const tasks = coupleIds.length
    ? await tx
        .select()
        .from(quickTasks)
        .where(inArray(quickTasks.coupleId, [...coupleIds]))
        .orderBy(asc(quickTasks.createdAt), asc(quickTasks.id))
    : [];
  const confirmations = await tx
    .select({
      taskId: quickTaskConfirmations.taskId,
      notes: quickTaskConfirmations.notes,
      confirmedAt: quickTaskConfirmations.confirmedAt,
    })
    .from(quickTaskConfirmations)
    .where(eq(quickTaskConfirmations.playerId, playerId))
    .orderBy(asc(quickTaskConfirmations.confirmedAt));
  const dareRows = await tx
    .select()
    .from(dares)
    .where(or(eq(dares.senderId, playerId), eq(dares.receiverId, playerId)))
    .orderBy(asc(dares.createdAt), asc(dares.id));
  const sessions = await tx
    .select()
    .from(coachSessions)
    .where(eq(coachSessions.playerId, playerId))
    .orderBy(asc(coachSessions.createdAt), asc(coachSessions.id));
  return {
    points: points.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })),
    quickTasks: await Promise.all(tasks.map((task) => quickTaskView(tx, task, playerId))),
    taskConfirmations: confirmations.map((row) => ({
      ...row,
      confirmedAt: row.confirmedAt.toISOString(),
    })),
    dares: await dareViews(tx, dareRows, playerId, now),
    adventures: await adventuresOf(tx, playerId, coupleIds),
    coachSessions: await coachSessionViews(tx, sessions, playerId),
  };
}
