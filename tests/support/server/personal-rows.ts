import type pg from 'pg';

/**
 * How many rows of each table of the application's schema mention any of `texts` (an id, an
 * email) anywhere in the row, whatever the column: tables with none are left out. A row is
 * searched as PostgreSQL prints it, so a new table or column is searched without telling.
 */
export async function rowsMentioning(
  pool: pg.Pool,
  texts: readonly string[],
): Promise<Record<string, number>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM "${name}" t
       WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS s WHERE lower(t::text) LIKE '%' || lower(s) || '%')`,
      [texts],
    );
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) found[name] = n;
  }
  return found;
}
