import { and, eq, inArray } from 'drizzle-orm';
import { tagTypeOf, type SharedMatch } from '@shared/domain/survey';
import type { WelcomedActivity } from '../../content/engine';
import type { Executor } from '../../db/client';
import { activityAnswers, surveyCategories, surveyOptions } from '../../db/schema';
import { activeActivity } from '../survey/active-activity';
import { matchAnswers, type AnswerRow, type CoupleMatching } from './matching';

export type TaggedAnswerRow = AnswerRow & { tags: string[] };

/** Both partners' answers to the survey's activities as they are now (activeActivity). */
export async function coupleAnswers(
  executor: Executor,
  playerIds: readonly [string, string],
): Promise<TaggedAnswerRow[]> {
  const rows = await executor
    .select({
      playerId: activityAnswers.playerId,
      activityId: activityAnswers.activityId,
      perspective: activityAnswers.perspective,
      preference: activityAnswers.preference,
      activityName: surveyOptions.questionText,
      activityOrder: surveyOptions.sortOrder,
      tags: surveyOptions.tags,
      category: surveyCategories.name,
      categoryOrder: surveyCategories.sortOrder,
    })
    .from(activityAnswers)
    .innerJoin(surveyOptions, eq(surveyOptions.id, activityAnswers.activityId))
    .innerJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(and(inArray(activityAnswers.playerId, [...playerIds]), activeActivity));
  return rows.map((row) => ({ ...row, tagType: tagTypeOf(row.tags) }));
}

/** Most welcomed first, for the one entry an activity gets when it pairs more than once. */
const SHARED_ORDER: Record<SharedMatch, number> = {
  'Both Yes': 0,
  'Yes/Maybe': 1,
  'Both Maybe': 2,
};

/**
 * What generated play may be built from: each activity both partners welcomed (exact and
 * close matches) once, minus any activity either partner refused in some direction.
 */
export function welcomedActivities(
  rows: readonly TaggedAnswerRow[],
  matching: CoupleMatching,
): WelcomedActivity[] {
  const refusedIds = new Set(matching.refused.map((r) => r.activityId));
  const tagsOf = new Map(rows.map((row) => [row.activityId, row.tags]));
  const byActivity = new Map<string, WelcomedActivity>();
  for (const pair of matching.welcomed) {
    if (refusedIds.has(pair.activityId)) continue;
    const seen = byActivity.get(pair.activityId);
    if (seen && SHARED_ORDER[seen.match] <= SHARED_ORDER[pair.sharedMatch]) continue;
    byActivity.set(pair.activityId, {
      activity: pair.label,
      category: pair.category,
      tags: tagsOf.get(pair.activityId) ?? [],
      match: pair.sharedMatch,
    });
  }
  return [...byActivity.values()];
}

/** The couple's welcomed activities and the names of every activity either refused. */
export async function coupleMatching(
  executor: Executor,
  player1Id: string,
  player2Id: string,
): Promise<{ welcomed: WelcomedActivity[]; refusedActivities: string[] }> {
  const rows = await coupleAnswers(executor, [player1Id, player2Id]);
  const matching = matchAnswers(rows, player1Id, player2Id);
  return {
    welcomed: welcomedActivities(rows, matching),
    refusedActivities: [...new Set(matching.refused.map((r) => r.activityName))].sort(),
  };
}
