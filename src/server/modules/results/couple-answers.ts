import { and, eq, inArray } from 'drizzle-orm';
import { tagTypeOf, type SharedMatch } from '@shared/domain/survey';
import type { WelcomedActivity } from '../../content/engine';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import {
  activityAnswers,
  roundSnapshotAnswers,
  surveyCategories,
  surveyOptions,
} from '../../db/schema';
import { activeActivity, openAnswer, openSnapshotAnswers } from '../survey';
import type { AnswerRow, CoupleMatching } from './matching';

export type TaggedAnswerRow = AnswerRow & { tags: string[]; seedKey: string | null };

/**
 * The shipped catalogue's key for an activity (`option:<category>:<key>` keeps `<key>`), by which
 * written items name the activities they need; null for an activity staff added.
 */
export const activityKeyOf = (seedKey: string | null) =>
  seedKey?.startsWith('option:') ? (seedKey.split(':').at(-1) ?? null) : null;

/** What the lists show of an activity, read the same way for live and snapshot answers. */
const activityColumns = {
  activityName: surveyOptions.questionText,
  activityOrder: surveyOptions.sortOrder,
  tags: surveyOptions.tags,
  seedKey: surveyOptions.seedKey,
  category: surveyCategories.name,
  categoryOrder: surveyCategories.sortOrder,
};

/**
 * Both partners' answers to the survey's activities as they are now (activeActivity), opened:
 * the stored answers are encrypted, so matching compares them here, never in SQL.
 */
export async function coupleAnswers(
  executor: Executor,
  cipher: FieldCipher,
  playerIds: readonly [string, string],
): Promise<TaggedAnswerRow[]> {
  const rows = await executor
    .select({
      playerId: activityAnswers.playerId,
      activityId: activityAnswers.activityId,
      perspective: activityAnswers.perspective,
      preference: activityAnswers.preference,
      ...activityColumns,
    })
    .from(activityAnswers)
    .innerJoin(surveyOptions, eq(surveyOptions.id, activityAnswers.activityId))
    .innerJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(and(inArray(activityAnswers.playerId, [...playerIds]), activeActivity));
  return rows.map((row) => ({
    ...row,
    preference: openAnswer(cipher, row, row.preference),
    tagType: tagTypeOf(row.tags),
  }));
}

/**
 * The partners' answers in the couple's snapshot of its last completed round, to the activities
 * that are still part of the survey (activeActivity, as for live answers).
 */
export async function snapshotAnswers(
  executor: Executor,
  cipher: FieldCipher,
  coupleId: string,
  playerIds: readonly [string, string],
): Promise<TaggedAnswerRow[]> {
  const rows = await executor
    .select({
      coupleId: roundSnapshotAnswers.coupleId,
      playerId: roundSnapshotAnswers.playerId,
      activityId: roundSnapshotAnswers.activityId,
      perspective: roundSnapshotAnswers.perspective,
      preference: roundSnapshotAnswers.preference,
      ...activityColumns,
    })
    .from(roundSnapshotAnswers)
    .innerJoin(surveyOptions, eq(surveyOptions.id, roundSnapshotAnswers.activityId))
    .innerJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(
      and(
        eq(roundSnapshotAnswers.coupleId, coupleId),
        inArray(roundSnapshotAnswers.playerId, [...playerIds]),
        activeActivity,
      ),
    );
  return openSnapshotAnswers(cipher, rows).map(({ coupleId: _, ...row }) => ({
    ...row,
    tagType: tagTypeOf(row.tags),
  }));
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
  const keyOf = new Map(rows.map((row) => [row.activityId, activityKeyOf(row.seedKey)]));
  const byActivity = new Map<string, WelcomedActivity>();
  for (const pair of matching.welcomed) {
    if (refusedIds.has(pair.activityId)) continue;
    const seen = byActivity.get(pair.activityId);
    if (seen && SHARED_ORDER[seen.match] <= SHARED_ORDER[pair.sharedMatch]) continue;
    byActivity.set(pair.activityId, {
      activity: pair.label,
      key: keyOf.get(pair.activityId) ?? null,
      category: pair.category,
      tags: tagsOf.get(pair.activityId) ?? [],
      match: pair.sharedMatch,
    });
  }
  return [...byActivity.values()];
}
