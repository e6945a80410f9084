import { and, desc, eq, inArray } from 'drizzle-orm';
import type { QuickTask } from '@shared/api/quicktasks';
import type { Executor } from '../../db/client';
import { players, quickTaskConfirmations, quickTasks } from '../../db/schema';
import { callersRecord } from '../couples';

export type QuickTaskRow = typeof quickTasks.$inferSelect;

export const QUICK_TASK_ERRORS = {
  notFound: 'Task not found.',
  surveysIncomplete: 'Both partners must complete the survey before quick tasks.',
  noJourney: 'Start your journey before quick tasks.',
  openTask: 'Finish your current task before generating a new one.',
  nothingFits:
    'No quick task fits your boundaries and level right now. Try again later or adjust your journey.',
  alreadyStarted: 'This task has already been started.',
  alreadyCompleted: 'This task is already completed.',
  notStarted: 'Start the task before confirming it.',
  alreadyConfirmed: 'You have already confirmed this task.',
  noChallenge: 'No daily challenge fits your boundaries and level today.',
  challengeNoJourney: 'Start your journey before the daily challenge.',
  challengeAlreadyStarted: "Today's challenge has already been started.",
  challengeAlreadyCompleted: "Today's challenge is already completed.",
  challengeNotStarted: "Start today's challenge before marking it done.",
  challengeAlreadyDone: "You have already marked today's challenge done.",
} as const;

/** The task as the caller sees it, with who has confirmed it so far. */
export async function viewOf(
  executor: Executor,
  task: QuickTaskRow,
  callerId: string,
): Promise<QuickTask> {
  const [assignee] = await executor
    .select({ displayName: players.displayName })
    .from(players)
    .where(eq(players.id, task.assignedTo));
  const confirmed = await executor
    .select({ playerId: quickTaskConfirmations.playerId })
    .from(quickTaskConfirmations)
    .where(eq(quickTaskConfirmations.taskId, task.id));
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    taskType: task.taskType,
    durationMinutes: task.durationMinutes,
    suggestedPoints: task.points,
    assignedToPlayerId: task.assignedTo,
    assignedToPlayerName: assignee?.displayName ?? '',
    activityTags: task.activityTags,
    status: task.status,
    startedAt: task.startedAt?.toISOString() ?? null,
    confirmedByMe: confirmed.some((c) => c.playerId === callerId),
    confirmedByPartner: confirmed.some((c) => c.playerId !== callerId),
  };
}

/** The couple's one open task (pending or started), if any. */
export async function openTaskOf(executor: Executor, coupleId: string) {
  const [task] = await executor
    .select()
    .from(quickTasks)
    .where(
      and(eq(quickTasks.coupleId, coupleId), inArray(quickTasks.status, ['pending', 'started'])),
    )
    .orderBy(desc(quickTasks.createdAt));
  return task;
}

/** The task, locked when `lock`, if the caller belongs to its couple now (else 404). */
export const callersTask = (executor: Executor, callerId: string, taskId: string, lock = false) =>
  callersRecord(executor, quickTasks, {
    callerId,
    recordId: taskId,
    lock,
    notFoundMessage: QUICK_TASK_ERRORS.notFound,
  });
