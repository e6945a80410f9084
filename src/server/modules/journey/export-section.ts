import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import { HARD_BOUNDARY } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { hardBoundaries } from '../../db/schema';

/**
 * The hard boundaries the player set, in every couple, opened: the partner's are theirs alone.
 * Oldest first; boundaries set together are ordered by their words, in code, since the stored
 * words are encrypted.
 */
export async function exportedBoundaries(
  tx: Executor,
  cipher: FieldCipher,
  playerId: string,
): Promise<AccountExport['boundaries']> {
  const rows = await tx
    .select({
      id: hardBoundaries.id,
      coupleId: hardBoundaries.coupleId,
      boundary: hardBoundaries.boundary,
      createdAt: hardBoundaries.createdAt,
    })
    .from(hardBoundaries)
    .where(eq(hardBoundaries.playerId, playerId))
    .orderBy(asc(hardBoundaries.createdAt));
  return rows
    .map(({ id, coupleId, boundary, createdAt }) => ({
      coupleId,
      boundary: HARD_BOUNDARY.open(cipher, id, boundary),
      createdAt,
    }))
    .sort(
      (a, b) =>
        a.createdAt.getTime() - b.createdAt.getTime() ||
        (a.boundary < b.boundary ? -1 : a.boundary > b.boundary ? 1 : 0),
    )
    .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
