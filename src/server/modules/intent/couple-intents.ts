import type { Intent } from '@shared/api/intent';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { intents, players } from '../../db/schema';

export type IntentRow = typeof intents.$inferSelect;

/** The saved intents of these players (a player who never saved has none). */
export async function savedIntents(
  executor: Executor,
  playerIds: readonly string[],
): Promise<IntentRow[]> {
  if (playerIds.length === 0) return [];
  return executor
    .select()
    .from(intents)
    .where(inArray(intents.playerId, [...playerIds]));
}

/**
 * Both current partners' avoid categories together, for the boundary guard only: sorted and
 * without who chose which, since a player's intent is private to them
 * (docs/intent-and-adventures.md).
 */
export async function coupleAvoidCategories(
  executor: Executor,
  coupleId: string,
): Promise<string[]> {
  const rows = await executor
    .select({ avoidCategories: intents.avoidCategories })
    .from(intents)
    .innerJoin(players, eq(players.id, intents.playerId))
    .where(eq(players.coupleId, coupleId));
  return [...new Set(rows.flatMap((row) => row.avoidCategories))].sort();
}

/** A stored intent as the API answers it (the intent routes and the data export). */
export const toIntent = (row: IntentRow): Intent => ({
  id: row.id,
  playerId: row.playerId,
  coupleId: row.coupleId,
  lookingFor: row.lookingFor,
  comfortLevel: row.comfortLevel,
  focusAreas: row.focusAreas,
  comfortZone: row.comfortZone,
  avoidCategories: row.avoidCategories,
  experienceStyle: row.experienceStyle,
  challengePreference: row.challengePreference,
  tonePreference: row.tonePreference,
  lastUpdated: row.lastUpdated.toISOString(),
});
