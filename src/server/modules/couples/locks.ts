import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couples, players } from '../../db/schema';

/** A transaction handle of the application database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

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

const RETRYABLE = new Set(['40P01', '40001']); // deadlock detected, serialization failure
const ATTEMPTS = 3;

function isRetryable(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: unknown } | null;
  if (!candidate || typeof candidate !== 'object') return false;
  return (
    (typeof candidate.code === 'string' && RETRYABLE.has(candidate.code)) ||
    isRetryable(candidate.cause)
  );
}

/**
 * Runs `work` in one transaction. The lock order above should make deadlocks impossible;
 * should PostgreSQL still pick this transaction as a deadlock victim, the whole of it
 * (which writes only to the database) is rolled back and run again.
 */
export async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}
