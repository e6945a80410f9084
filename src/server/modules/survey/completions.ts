import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { surveyCompletions } from '../../db/schema';

/**
 * Whether every one of these players has marked their survey complete: what results, quick
 * tasks and everything built from a couple's matches wait for.
 */
export async function allSurveysComplete(
  db: Executor,
  playerIds: readonly string[],
): Promise<boolean> {
  const completed = await db
    .select({ playerId: surveyCompletions.playerId })
    .from(surveyCompletions)
    .where(inArray(surveyCompletions.playerId, [...playerIds]));
  return completed.length === new Set(playerIds).size;
}
