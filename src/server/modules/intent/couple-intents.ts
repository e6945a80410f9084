import type { Intent } from '@shared/api/intent';
import { eq, inArray } from 'drizzle-orm';
import { INTENT_AVOID_CATEGORIES } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { intents, players } from '../../db/schema';
import { type IntentRow, openedIntent, openedList } from './sealed-intent';

export type { IntentRow } from './sealed-intent';

/** The saved intents of these players, opened (a player who never saved has none). */
export async function savedIntents(
  executor: Executor,
  cipher: FieldCipher,
  playerIds: readonly string[],
): Promise<IntentRow[]> {
  if (playerIds.length === 0) return [];
  const rows = await executor
    .select()
    .from(intents)
    .where(inArray(intents.playerId, [...playerIds]));
  return rows.map((row) => openedIntent(cipher, row));
}

/**
 * Both current partners' avoid categories together, for the boundary guard only: sorted and
 * without who chose which, since a player's intent is private to them
 * (docs/intent-and-adventures.md). Opened and joined in code: the stored lists are encrypted.
 */
export async function coupleAvoidCategories(
  executor: Executor,
  cipher: FieldCipher,
  coupleId: string,
): Promise<string[]> {
  const rows = await executor
    .select({ id: intents.id, avoidCategories: intents.avoidCategories })
    .from(intents)
    .innerJoin(players, eq(players.id, intents.playerId))
    .where(eq(players.coupleId, coupleId));
  const chosen = rows.flatMap((row) =>
    openedList(cipher, INTENT_AVOID_CATEGORIES, row.id, row.avoidCategories),
  );
  return [...new Set(chosen)].sort();
}

/** A saved intent, opened, as the API answers it (the intent routes and the data export). */
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
