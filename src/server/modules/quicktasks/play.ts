import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { QUICK_TASK_NOTES } from '../../crypto/encrypted-columns';
import { couples, quickTaskConfirmations, quickTasks } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { conflict } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { announceStreakMilestones, awardPoints } from '../gamification';
import { quickTaskNotices } from './notices';
import { callersTask, QUICK_TASK_ERRORS, viewOf, type QuickTaskRow } from './task-view';

function refuseState(task: QuickTaskRow, action: 'start' | 'confirm'): never {
  if (task.status === 'completed') throw conflict(QUICK_TASK_ERRORS.alreadyCompleted);
  throw conflict(
    action === 'start' ? QUICK_TASK_ERRORS.alreadyStarted : QUICK_TASK_ERRORS.notStarted,
  );
}

/**
 * Starting and confirming a task (docs/journey-and-play.md). Each runs in one transaction
 * holding the task's row lock, so two partners confirming at the same instant are taken one
 * after the other: the second sees the first's confirmation and completes the task, and the
 * points are awarded once (score_events' unique index guards that as well).
 */
export function createPlay(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'notifier' | 'now'>) {
  const { db, cipher, notifier, now: clock } = deps;

  return {
    async start(callerId: string, taskId: string) {
      const task = await inTransaction(db, async (tx) => {
        const row = await callersTask(tx, callerId, taskId, true);
        if (row.status !== 'pending') refuseState(row, 'start');
        const [started] = await tx
          .update(quickTasks)
          .set({ status: 'started', startedAt: clock() })
          .where(eq(quickTasks.id, row.id))
          .returning();
        return started!;
      });
      return viewOf(db, task, callerId);
    },

    async confirm(callerId: string, taskId: string, notes: string | null, timeZone: string) {
      return inTransaction(db, async (tx) => {
        const task = await callersTask(tx, callerId, taskId, true);
        const confirmations = await tx
          .select({ playerId: quickTaskConfirmations.playerId })
          .from(quickTaskConfirmations)
          .where(eq(quickTaskConfirmations.taskId, task.id));
        if (confirmations.some((c) => c.playerId === callerId))
          throw conflict(QUICK_TASK_ERRORS.alreadyConfirmed);
        if (task.status !== 'started') refuseState(task, 'confirm');
        // The note is sealed for its own row (docs/matching-and-privacy.md, "Encryption at
        // rest"), so the row's id is made here rather than by the database.
        const id = randomUUID();
        await tx.insert(quickTaskConfirmations).values({
          id,
          taskId: task.id,
          playerId: callerId,
          notes: QUICK_TASK_NOTES.seal(cipher, id, notes),
        });
        const [couple] = await tx.select().from(couples).where(eq(couples.id, task.coupleId));
        const partnerId = couple?.player1Id === callerId ? couple?.player2Id : couple?.player1Id;
        const [confirmed] = await tx
          .select({ n: count() })
          .from(quickTaskConfirmations)
          .where(eq(quickTaskConfirmations.taskId, task.id));
        if ((confirmed?.n ?? 0) < 2 || !partnerId) {
          if (partnerId) {
            await notifier.notify(tx, partnerId, quickTaskNotices.yourTurn(task.title), {
              subjectId: task.id,
              actorId: callerId,
            });
          }
          return { status: 'started' as const, pointsEarned: 0 };
        }
        const now = clock();
        await tx
          .update(quickTasks)
          .set({ status: 'completed', completedAt: now })
          .where(eq(quickTasks.id, task.id));
        await awardPoints(tx, {
          coupleId: task.coupleId,
          playerIds: [callerId, partnerId],
          points: task.points,
          source: 'quicktask',
          sourceId: task.id,
          occurredAt: now,
        });
        await notifier.notify(tx, partnerId, quickTaskNotices.completed(task.title, task.points), {
          subjectId: task.id,
          actorId: callerId,
        });
        await announceStreakMilestones(
          tx,
          notifier,
          { id: task.coupleId, playerIds: [callerId, partnerId] },
          timeZone,
          now,
        );
        return { status: 'completed' as const, pointsEarned: task.points };
      });
    },
  };
}
