import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import type { Executor } from '../../db/client';
import { hardBoundaries } from '../../db/schema';

/** The hard boundaries the player set, in every couple: the partner's are theirs alone. */
export async function exportedBoundaries(
  tx: Executor,
  playerId: string,
): Promise<AccountExport['boundaries']> {
  const rows = await tx
    .select({
      coupleId: hardBoundaries.coupleId,
      boundary: hardBoundaries.boundary,
      createdAt: hardBoundaries.createdAt,
    })
    .from(hardBoundaries)
    .where(eq(hardBoundaries.playerId, playerId))
    .orderBy(asc(hardBoundaries.createdAt), asc(hardBoundaries.boundary));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
