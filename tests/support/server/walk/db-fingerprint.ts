import type pg from 'pg';

/** Row count and content hash of one table. */
export interface TableFingerprint {
  rows: number;
  hash: string;
}

/** Every table of every non-system schema, by "schema.table". */
export type DatabaseFingerprint = Record<string, TableFingerprint>;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Fingerprints every base table, found from the catalogue so tables added by later migrations
 * are covered without touching this file.
 */
export async function fingerprintDatabase(pool: pg.Pool): Promise<DatabaseFingerprint> {
  const tables = await pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name
       FROM information_schema.tables
      WHERE table_type = 'BASE TABLE'
        AND table_schema NOT IN ('pg_catalog', 'information_schema')
        AND table_schema NOT LIKE 'pg_toast%'
      ORDER BY 1, 2`,
  );
  const result: DatabaseFingerprint = {};
  for (const { schema, name } of tables.rows) {
    const { rows } = await pool.query<{ rows: number; hash: string }>(
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS hash
         FROM ${quote(schema)}.${quote(name)} AS t`,
    );
    const row = rows[0];
    if (row) result[`${schema}.${name}`] = row;
  }
  return result;
}

/** Tables whose rows differ between two fingerprints, described for an assertion message. */
export function fingerprintChanges(before: DatabaseFingerprint, after: DatabaseFingerprint) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changes: string[] = [];
  for (const name of [...names].sort()) {
    const a = before[name];
    const b = after[name];
    if (a?.hash !== b?.hash || a?.rows !== b?.rows) {
      changes.push(
        a?.rows === b?.rows
          ? `${name}: rows rewritten (${b?.rows} rows)`
          : `${name}: ${a?.rows ?? 'absent'} rows -> ${b?.rows ?? 'absent'} rows`,
      );
    }
  }
  return changes;
}
