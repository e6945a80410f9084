import { eq } from 'drizzle-orm';
import { couples, players } from '../../db/schema';
import type { Tx } from '../../db/transactions';

export type PlayerRow = typeof players.$inferSelect;
export type CoupleRow = typeof couples.$inferSelect;

/*
 * Lock order. Every change to who belongs to a couple locks, in this order:
 *   1. the players involved, in ascending id order;
 *   2. then the couples involved, in ascending id order.
 * A player's couple_id, a couple's player2_id and a couple's invitations only change while
 * those locks are held, so two such changes never interleave and never wait on each other
 * in a circle. `FOR NO KEY UPDATE` (not `FOR UPDATE`) keeps foreign-key checks of other
 * work (a notification inserted for the player) from queueing behind these locks.
 */

/** Locks the players' rows in id order and returns them by id (missing ids are left out). */
export async function lockPlayers(
  tx: Tx,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, PlayerRow>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  const rows = new Map<string, PlayerRow>();
  for (const id of unique) {
    const [row] = await tx.select().from(players).where(eq(players.id, id)).for('no key update');
    if (row) rows.set(id, row);
  }
  return rows;
}

/** Locks the couples' rows in id order (after the players) and returns them by id. */
export async function lockCouples(
  tx: Tx,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, CoupleRow>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  const rows = new Map<string, CoupleRow>();
  for (const id of unique) {
    const [row] = await tx.select().from(couples).where(eq(couples.id, id)).for('no key update');
    if (row) rows.set(id, row);
  }
  return rows;
}
