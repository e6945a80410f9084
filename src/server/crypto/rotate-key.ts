import { ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dataKeys } from '../db/schema';
import { verifyDataKeys } from './data-key-check';
import { BATCH_ROWS, countWhere, rewriteBatch } from './column-batches';
import { ENCRYPTED_COLUMNS, type EncryptedColumn } from './encrypted-columns';
import { FieldCipher, isEncryptedValue } from './field-cipher';
import type { Keyring } from './keyring';

// `npm run rotate-key` (docs/matching-and-privacy.md, "Encryption at rest"): every value not
// under the current key is opened with the key it names and sealed again under DATA_KEY, a
// batch of rows per transaction, while Velvet serves. Rows a request is writing are skipped and
// come back in a later pass, so nothing waits and nothing is lost; a rotation stopped part-way
// goes on from what is left. When no value is left under another key, the other keys are
// retired: the database no longer records them, and nodes no longer need DATA_KEY_PREVIOUS.

/** Values of `each` not sealed under `keyId` (a plain one left by an older Velvet too). */
const notUnder = (each: EncryptedColumn, keyId: string) =>
  sql`${sql.identifier(each.column)} IS NOT NULL AND ${sql.identifier(each.column)} NOT LIKE ${`v1.${keyId}.%`}`;

export interface Rotation {
  /** Values sealed again under the current key. */
  resealed: number;
  /** Key ids the database no longer records. */
  retired: string[];
}

/**
 * Seals every encrypted value under `keyring.current`, then retires the other keys. Passes over
 * the columns until none holds a value under another key (a request writing under an old key,
 * on a node not yet given the new one, is caught by the next pass); gives up after `maxPasses`.
 * `stopAfterBatches` ends it early, as a stopped command would (for tests of resuming).
 */
export async function rotateDataKey(
  db: Database,
  keyring: Keyring,
  options: {
    columns?: readonly EncryptedColumn[];
    maxPasses?: number;
    stopAfterBatches?: number;
  } = {},
): Promise<Rotation> {
  // The keys given must read every key the database holds values under (the old one in
  // DATA_KEY_PREVIOUS), and the new one is recorded, so a node started with only the old key
  // refuses to start rather than write under it again.
  await verifyDataKeys(db, keyring);
  const cipher = new FieldCipher(keyring);
  const columns = options.columns ?? ENCRYPTED_COLUMNS;
  const keyId = keyring.current.id;
  const reseal = (each: EncryptedColumn) => (id: string, value: string) =>
    each.seal(cipher, id, isEncryptedValue(value) ? each.open(cipher, id, value) : value);
  let resealed = 0;
  let batches = 0;
  for (let pass = 0; pass < (options.maxPasses ?? 10); pass++) {
    for (const each of columns) {
      for (;;) {
        if (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches)
          return { resealed, retired: [] };
        const count = await rewriteBatch(db, each, notUnder(each, keyId), reseal(each));
        batches += 1;
        resealed += count;
        if (count < BATCH_ROWS) break;
      }
    }
    let left = 0;
    for (const each of columns) left += await countWhere(db, each, notUnder(each, keyId));
    if (left === 0) {
      const retired = await db
        .delete(dataKeys)
        .where(ne(dataKeys.keyId, keyId))
        .returning({ keyId: dataKeys.keyId });
      return { resealed, retired: retired.map((row) => row.keyId) };
    }
  }
  throw new Error(
    'Values under an older key keep appearing: some node still writes with it. Give every node ' +
      'the new DATA_KEY (and the old one in DATA_KEY_PREVIOUS), then run the rotation again.',
  );
}
