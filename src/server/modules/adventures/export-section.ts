import { asc, inArray } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { adventures } from '../../db/schema';
import { mayView } from './adventure-row';
import { coupleContextOf, experienceView, type CoupleContext } from './adventure-view';

/**
 * The adventures of the player's couples that the player may see, each as the adventure
 * screens show it: one of the partner's only as far as it was revealed.
 */
export async function exportedAdventures(
  tx: Executor,
  cipher: FieldCipher,
  playerId: string,
  coupleIds: readonly string[],
): Promise<AccountExport['play']['adventures']> {
  if (coupleIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(adventures)
    .where(inArray(adventures.coupleId, [...coupleIds]))
    .orderBy(asc(adventures.createdAt), asc(adventures.id));
  const seen = rows.filter((row) => mayView(row, playerId));
  const contexts = new Map<string, CoupleContext>();
  for (const coupleId of new Set(seen.map((row) => row.coupleId))) {
    const leads = seen.filter((row) => row.coupleId === coupleId).map((row) => row.leadPlayerId);
    contexts.set(coupleId, await coupleContextOf(tx, coupleId, leads));
  }
  return seen.flatMap((row) => {
    const context = contexts.get(row.coupleId);
    return context ? [experienceView(row, playerId, context, cipher)] : [];
  });
}
