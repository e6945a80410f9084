import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { BATCH_ROWS, countWhere, rewriteBatch } from './column-batches';
import { ENCRYPTED_COLUMNS, type EncryptedColumn } from './encrypted-columns';
import { STORED_FORMAT_PATTERN, type FieldCipher } from './field-cipher';

// Values written before their column was encrypted are sealed at start, before the server
// serves, in batches of their own transactions: a start that is stopped part-way leaves every
// batch it finished encrypted, and the next start goes on from what is still plain. Then the
// plain values left are counted, and any left stops the start (docs/matching-and-privacy.md,
// "Encryption at rest").

/** A value that is not in the stored format of an encrypted one (field-cipher.ts) is plain. */
const isPlain = ({ column }: EncryptedColumn) =>
  sql`${sql.identifier(column)} IS NOT NULL AND ${sql.identifier(column)} !~ ${STORED_FORMAT_PATTERN}`;

/** Plain values left, by column, leaving out columns with none. */
export async function countPlainValues(
  db: Database,
  columns: readonly EncryptedColumn[] = ENCRYPTED_COLUMNS,
): Promise<{ column: string; count: number }[]> {
  const counts = await Promise.all(
    columns.map(async (each) => ({
      column: `${each.table}.${each.column}`,
      count: await countWhere(db, each, isPlain(each)),
    })),
  );
  return counts.filter(({ count }) => count > 0);
}

/**
 * Seals every plain value of the encrypted columns; the number sealed. `stopAfterBatches`
 * ends it early, as a stopped start would (for tests of resuming).
 */
export async function sealPlainValues(
  db: Database,
  cipher: FieldCipher,
  options: { columns?: readonly EncryptedColumn[]; stopAfterBatches?: number } = {},
): Promise<number> {
  let sealed = 0;
  let batches = 0;
  for (const each of options.columns ?? ENCRYPTED_COLUMNS) {
    for (;;) {
      if (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches) {
        return sealed;
      }
      const count = await rewriteBatch(db, each, isPlain(each), (id, value) =>
        each.seal(cipher, id, value),
      );
      batches += 1;
      sealed += count;
      if (count < BATCH_ROWS) break;
    }
  }
  return sealed;
}

/** Plain values remain after sealing: the server must not serve. */
export class PlainValuesLeftError extends Error {
  constructor(left: { column: string; count: number }[]) {
    super(
      `Intimate fields are still stored in the clear (${left
        .map(({ column, count }) => `${column}: ${count}`)
        .join(', ')}); Velvet does not serve until every one is encrypted. Start it again to ` +
        'finish encrypting them.',
    );
    this.name = 'PlainValuesLeftError';
  }
}

/** At start, before serving: seals what is plain, then refuses to go on if any is left. */
export async function sealBeforeServing(
  db: Database,
  cipher: FieldCipher,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const sealed = await sealPlainValues(db, cipher);
  if (sealed > 0) log.info({ sealed }, 'encrypted intimate fields stored in the clear');
  const left = await countPlainValues(db);
  if (left.length > 0) throw new PlainValuesLeftError(left);
}
