import { eq } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import type { Executor } from '../../db/client';
import { intents } from '../../db/schema';
import { toIntent } from './couple-intents';

/** The player's own intent preferences, or null when never saved. */
export async function exportedIntent(
  tx: Executor,
  playerId: string,
): Promise<AccountExport['intent']> {
  const [row] = await tx.select().from(intents).where(eq(intents.playerId, playerId));
  return row ? toIntent(row) : null;
}
