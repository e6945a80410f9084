import { asc, eq, or } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { dares } from '../../db/schema';
import { dareViews } from './dare-view';

/** The dares the player sent or received, a dare's text only once it is theirs to see. */
export async function exportedDares(
  tx: Executor,
  cipher: FieldCipher,
  playerId: string,
  now: Date,
): Promise<AccountExport['play']['dares']> {
  const rows = await tx
    .select()
    .from(dares)
    .where(or(eq(dares.senderId, playerId), eq(dares.receiverId, playerId)))
    .orderBy(asc(dares.createdAt), asc(dares.id));
  return dareViews(tx, rows, playerId, now, cipher);
}
