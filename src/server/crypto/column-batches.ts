import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inTransaction } from '../db/transactions';
import type { EncryptedColumn } from './encrypted-columns';

/** Rows rewritten per transaction by the start-up sealing and the key rotation. */
export const BATCH_ROWS = 500;

/** A row's record id as SQL: its key columns as text, joined by "/" (see recordIdOf). */
function recordIdSql(each: EncryptedColumn, alias?: string): SQL {
  return sql.join(
    each.key.map((name) =>
      alias
        ? sql`${sql.raw(alias)}.${sql.identifier(name)}::text`
        : sql`${sql.identifier(name)}::text`,
    ),
    sql` || '/' || `,
  );
}

/**
 * Rewrites one batch of `each`'s values matching `where` with `rewrite`, in one transaction;
 * the number rewritten. Rows a request holds are skipped, not waited for: a later batch or pass
 * comes back to them.
 */
export async function rewriteBatch(
  db: Database,
  each: EncryptedColumn,
  where: SQL,
  rewrite: (recordId: string, value: string) => string,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.execute<{ record_id: string; value: string }>(sql`
      SELECT ${recordIdSql(each)} AS record_id, ${sql.identifier(each.column)} AS value
      FROM ${sql.identifier(each.table)} WHERE ${where}
      LIMIT ${BATCH_ROWS} FOR UPDATE SKIP LOCKED`);
    if (rows.length === 0) return 0;
    const rewritten = sql.join(
      rows.map(({ record_id: id, value }) => sql`(${id}, ${rewrite(id, value)})`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE ${sql.identifier(each.table)} AS t SET ${sql.identifier(each.column)} = v.value
      FROM (VALUES ${rewritten}) AS v(record_id, value)
      WHERE ${recordIdSql(each, 't')} = v.record_id`);
    return rows.length;
  });
}

/** How many of `each`'s values match `where`. */
export async function countWhere(db: Database, each: EncryptedColumn, where: SQL) {
  const { rows } = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM ${sql.identifier(each.table)} WHERE ${where}`,
  );
  return rows[0]?.count ?? 0;
}
