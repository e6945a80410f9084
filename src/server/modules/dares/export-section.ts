import { asc, eq, or } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { dares } from '../../db/schema';
import type { ExportReading } from '../accounts';
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

/**
 * The export's dares section, opening the texts with the cipher of the app that built the
 * module's routes. The export's reading (accounts) carries no cipher and a module's export
 * sections are fixed before its routes are built, so the routes hand it over here; one process
 * serves one app, and every test app holds the same test key.
 */
export function daresExportSection() {
  let cipher: FieldCipher | undefined;
  return {
    useCipher(appCipher: FieldCipher) {
      cipher = appCipher;
    },
    read({ tx, playerId, now }: ExportReading) {
      if (!cipher)
        throw new Error('The dares export section was read before its routes were built.');
      return exportedDares(tx, cipher, playerId, now);
    },
  };
}
