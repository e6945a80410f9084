import { eq } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { intents } from '../../db/schema';
import { toIntent } from './couple-intents';
import { openedIntent } from './sealed-intent';

/** The player's own intent preferences, opened, or null when never saved. */
export async function exportedIntent(
  tx: Executor,
  cipher: FieldCipher,
  playerId: string,
): Promise<AccountExport['intent']> {
  const [row] = await tx.select().from(intents).where(eq(intents.playerId, playerId));
  return row ? toIntent(openedIntent(cipher, row)) : null;
}
