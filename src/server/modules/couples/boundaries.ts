import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hardBoundaries } from '../../db/schema';

/** One partner's own boundaries in the couple, sorted. */
export async function ownBoundaries(executor: Executor, coupleId: string, playerId: string) {
  const rows = await executor
    .select({ boundary: hardBoundaries.boundary })
    .from(hardBoundaries)
    .where(and(eq(hardBoundaries.coupleId, coupleId), eq(hardBoundaries.playerId, playerId)))
    .orderBy(asc(hardBoundaries.boundary));
  return rows.map((row) => row.boundary);
}

/**
 * Both partners' boundaries together, for the boundary guard only: sorted and without who
 * set which, since no answer may tell a partner the other's boundaries.
 */
export async function coupleBoundaries(executor: Executor, coupleId: string): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ boundary: hardBoundaries.boundary })
    .from(hardBoundaries)
    .where(eq(hardBoundaries.coupleId, coupleId));
  return rows.map((row) => row.boundary).sort();
}
