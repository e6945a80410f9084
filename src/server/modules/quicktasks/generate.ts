import { requireFeature } from '../subscription';
import { and, desc, eq } from 'drizzle-orm';
import { lowerLevel, type JourneyLevel } from '@shared/domain/journey';
import type { GeneratedQuickTask } from '../../content/engine';
import { quickTasks } from '../../db/schema';
import { isUniqueViolation } from '../../db/pg-errors';
import { inTransaction } from '../../db/transactions';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { coupleAvoidCategories } from '../intent';
import { coupleBoundaries, coupleMembers } from '../couples';
import { journeyStateOf } from '../journey';
import { coupleMatching } from '../results';
import { hasCompletedRound } from '../survey';
import { openTaskOf, QUICK_TASK_ERRORS, viewOf } from './task-view';

/**
 * Generates the couple's next quick task (docs/journey-and-play.md): from what both welcomed,
 * at most at the current journey level, assigned to the partner who did not have the last one,
 * and not repeating a task of the current round while others remain.
 */
export function createGenerator(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'content' | 'log'>) {
  const { db, cipher, content, log } = deps;

  async function previousTasks(coupleId: string) {
    const [last] = await db
      .select({ assignedTo: quickTasks.assignedTo, round: quickTasks.round })
      .from(quickTasks)
      .where(eq(quickTasks.coupleId, coupleId))
      .orderBy(desc(quickTasks.createdAt))
      .limit(1);
    const round = last?.round ?? 1;
    const seen = await db
      .select({ templateId: quickTasks.templateId, title: quickTasks.title })
      .from(quickTasks)
      .where(and(eq(quickTasks.coupleId, coupleId), eq(quickTasks.round, round)));
    return {
      lastAssignee: last?.assignedTo ?? null,
      round,
      seen: {
        templateIds: seen.flatMap((s) => (s.templateId ? [s.templateId] : [])),
        titles: seen.map((s) => s.title),
      },
    };
  }

  return async function generate(callerId: string, coupleId: string, requested?: JourneyLevel) {
    await requireFeature(db, coupleId, 'quick-tasks');
    const members = await coupleMembers(db, coupleId);
    const player2 = members?.player2;
    if (
      !members ||
      !player2 ||
      !(await hasCompletedRound(db, members.id, [members.player1.id, player2.id]))
    )
      throw badRequest(QUICK_TASK_ERRORS.surveysIncomplete);
    const state = await journeyStateOf(db, coupleId);
    if (!state) throw badRequest(QUICK_TASK_ERRORS.noJourney);
    if (await openTaskOf(db, coupleId)) throw conflict(QUICK_TASK_ERRORS.openTask);

    const level = requested ? lowerLevel(requested, state.currentLevel) : state.currentLevel;
    const previous = await previousTasks(coupleId);
    const [assignee, partner] =
      previous.lastAssignee === members.player1.id
        ? [player2, members.player1]
        : [members.player1, player2];
    const matching = await coupleMatching(db, cipher, members.id, members.player1.id, player2.id);
    let generated: GeneratedQuickTask & { engine: string };
    try {
      generated = await content.quickTask(
        {
          coupleId,
          level,
          welcomed: matching.welcomed,
          assigneeName: assignee.displayName,
          partnerName: partner.displayName,
          seen: previous.seen,
        },
        {
          refusedActivities: matching.refusedActivities,
          hardBoundaries: await coupleBoundaries(db, cipher, coupleId),
          avoidCategories: await coupleAvoidCategories(db, cipher, coupleId),
          maxLevel: level,
        },
      );
    } catch (error) {
      // The engines answer "nothing fits" with their own 409; anything else becomes one too.
      if (error instanceof HttpError) throw error;
      log.warn({ err: error }, 'no quick task could be generated');
      throw conflict(QUICK_TASK_ERRORS.nothingFits);
    }

    try {
      const task = await inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(quickTasks)
          .values({
            coupleId,
            templateId: generated.templateId,
            round: generated.newRound ? previous.round + 1 : previous.round,
            title: generated.title,
            description: generated.description,
            taskType: generated.taskType,
            durationMinutes: generated.durationMinutes,
            points: generated.suggestedPoints,
            level: generated.level,
            activityTags: generated.activityTags,
            assignedTo: assignee.id,
            status: 'pending',
            engine: generated.engine,
          })
          .returning();
        return row!;
      });
      return viewOf(db, task, callerId);
    } catch (error) {
      // The one-open-task index: a concurrent generate landed first.
      if (isUniqueViolation(error)) throw conflict(QUICK_TASK_ERRORS.openTask);
      throw error;
    }
  };
}
