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
 * The rate limits' budgets count every call to a limited route, a refused one too, by design
 * (docs/rate-limits.md): what the caller spent, not data the call changed.
 */
const CALLERS_BUDGETS = ['public.rate_limit_hits'];

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
    if (CALLERS_BUDGETS.includes(`${schema}.${name}`)) continue;
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

/** Whose rows to fingerprint: rows holding any of these ids, or any of these texts. */
export interface RowsAbout {
  ids: readonly string[];
  /** Compared case-insensitively (emails). */
  texts: readonly string[];
}

/**
 * Like fingerprintDatabase, but only the rows that name someone in `about` in a uuid or text
 * column: the rows of some players, their couple and their records, wherever they live, in
 * tables added by later migrations too.
 */
export async function fingerprintRowsAbout(
  pool: pg.Pool,
  about: RowsAbout,
): Promise<DatabaseFingerprint> {
  const columns = await pool.query<{ schema: string; name: string; column: string; type: string }>(
    `SELECT c.table_schema AS schema, c.table_name AS name, c.column_name AS column,
            c.data_type AS type
       FROM information_schema.columns AS c
       JOIN information_schema.tables AS t USING (table_schema, table_name)
      WHERE t.table_type = 'BASE TABLE'
        AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
        AND c.table_schema NOT LIKE 'pg_toast%'
        AND c.data_type IN ('uuid', 'text', 'character varying')
      ORDER BY 1, 2, 3`,
  );
  const byTable = new Map<string, { uuids: string[]; texts: string[] }>();
  for (const { schema, name, column, type } of columns.rows) {
    const table = `${quote(schema)}.${quote(name)}`;
    const entry = byTable.get(table) ?? { uuids: [], texts: [] };
    (type === 'uuid' ? entry.uuids : entry.texts).push(`t.${quote(column)}`);
    byTable.set(table, entry);
  }
  const texts = about.texts.map((text) => text.toLowerCase());
  const result: DatabaseFingerprint = {};
  for (const [table, { uuids, texts: textColumns }] of byTable) {
    const values: unknown[] = [];
    const where: string[] = [];
    if (uuids.length) {
      values.push(about.ids);
      where.push(...uuids.map((column) => `${column} = ANY($${values.length}::uuid[])`));
    }
    if (textColumns.length) {
      values.push(texts);
      where.push(
        ...textColumns.map((column) => `lower(${column}) = ANY($${values.length}::text[])`),
      );
    }
    const { rows } = await pool.query<{ rows: number; hash: string }>(
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS hash
         FROM ${table} AS t
        WHERE ${where.join(' OR ')}`,
      values,
    );
    const row = rows[0];
    if (row) result[table.replaceAll('"', '')] = row;
  }
  return result;
}
