import { and, eq } from 'drizzle-orm';
import { HARD_BOUNDARY } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { hardBoundaries } from '../../db/schema';

// Boundaries are stored encrypted for their row (HARD_BOUNDARY): no query can compare, sort or
// de-duplicate them, so each is opened here and that is done in code.

/** Sorted and without repeats, as the player reads them and the guard is given them. */
const distinctSorted = (boundaries: readonly string[]) => [...new Set(boundaries)].sort();

/** One partner's own boundaries in the couple, sorted. */
export async function ownBoundaries(
  executor: Executor,
  cipher: FieldCipher,
  coupleId: string,
  playerId: string,
): Promise<string[]> {
  const rows = await executor
    .select({ id: hardBoundaries.id, boundary: hardBoundaries.boundary })
    .from(hardBoundaries)
    .where(and(eq(hardBoundaries.coupleId, coupleId), eq(hardBoundaries.playerId, playerId)));
  return distinctSorted(rows.map((row) => HARD_BOUNDARY.open(cipher, row.id, row.boundary)));
}

/**
 * Both partners' boundaries together, for the boundary guard only: sorted and without who
 * set which, since no answer may tell a partner the other's boundaries.
 */
export async function coupleBoundaries(
  executor: Executor,
  cipher: FieldCipher,
  coupleId: string,
): Promise<string[]> {
  const rows = await executor
    .select({ id: hardBoundaries.id, boundary: hardBoundaries.boundary })
    .from(hardBoundaries)
    .where(eq(hardBoundaries.coupleId, coupleId));
  return distinctSorted(rows.map((row) => HARD_BOUNDARY.open(cipher, row.id, row.boundary)));
}
