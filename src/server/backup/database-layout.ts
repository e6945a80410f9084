import type pg from 'pg';
import { qualified, quoteIdentifier, type BackupManifest } from './backup-file';

/** Velvet's data: its tables and, in `drizzle`, the record of the migrations applied. */
export const BACKED_UP_SCHEMAS = ['drizzle', 'public'] as const;

interface TableRow {
  oid: number;
  schema: string;
  name: string;
}

/**
 * Every table of Velvet's schemas with the columns COPY should carry (generated columns are
 * computed again on restore), parents before the tables that refer to them where the references
 * allow it. Some refer to each other (a player's couple, a couple's players), so a restore
 * takes the foreign keys off while it copies and puts them back after (foreignKeysSetAside).
 */
export async function tablesInRestoreOrder(
  client: pg.ClientBase,
): Promise<{ schema: string; name: string; columns: string[] }[]> {
  const tables = (
    await client.query<TableRow>(
      `SELECT c.oid::int AS oid, n.nspname AS schema, c.relname AS name
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND n.nspname = ANY($1)
        ORDER BY n.nspname, c.relname`,
      [BACKED_UP_SCHEMAS],
    )
  ).rows;
  const oids = tables.map((table) => table.oid);
  const columns = await client.query<{ oid: number; name: string }>(
    `SELECT attrelid::int AS oid, attname AS name FROM pg_attribute
      WHERE attrelid = ANY($1::oid[]) AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attrelid, attnum`,
    [oids],
  );
  const references = await client.query<{ child: number; parent: number }>(
    `SELECT conrelid::int AS child, confrelid::int AS parent FROM pg_constraint
      WHERE contype = 'f' AND conrelid = ANY($1::oid[]) AND conrelid <> confrelid`,
    [oids],
  );
  const parentsOf = new Map<number, Set<number>>(oids.map((oid) => [oid, new Set<number>()]));
  for (const { child, parent } of references.rows) parentsOf.get(child)?.add(parent);

  const ordered: TableRow[] = [];
  const placed = new Set<number>();
  while (ordered.length < tables.length) {
    const left = tables.filter((table) => !placed.has(table.oid));
    const ready = left.filter((table) =>
      [...parentsOf.get(table.oid)!].every((p) => placed.has(p)),
    );
    // In a circle of references no table is ready: the first left breaks it.
    for (const table of ready.length > 0 ? ready : left.slice(0, 1)) {
      placed.add(table.oid);
      ordered.push(table);
    }
  }
  return ordered.map((table) => ({
    schema: table.schema,
    name: table.name,
    columns: columns.rows.filter((column) => column.oid === table.oid).map((c) => c.name),
  }));
}

/**
 * Takes the foreign keys of Velvet's tables off (in the caller's transaction) and returns how to
 * put them back, as pg_dump does: rows of tables that refer to each other can then be copied in
 * any order, and putting the keys back checks every row against them.
 */
export async function foreignKeysSetAside(client: pg.ClientBase): Promise<() => Promise<void>> {
  const keys = (
    await client.query<{ schema: string; table: string; name: string; definition: string }>(
      `SELECT n.nspname AS schema, c.relname AS table, k.conname AS name,
              pg_get_constraintdef(k.oid) AS definition
         FROM pg_constraint k
         JOIN pg_class c ON c.oid = k.conrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE k.contype = 'f' AND n.nspname = ANY($1)`,
      [BACKED_UP_SCHEMAS],
    )
  ).rows;
  for (const key of keys)
    await client.query(
      `ALTER TABLE ${qualified(key.schema, key.table)} DROP CONSTRAINT ${quoteIdentifier(key.name)}`,
    );
  return async () => {
    for (const key of keys)
      await client.query(
        `ALTER TABLE ${qualified(key.schema, key.table)} ADD CONSTRAINT ${quoteIdentifier(key.name)} ${key.definition}`,
      );
  };
}

/** Each sequence's position, so that restored ids continue where the copy's left off. */
export async function sequencePositions(
  client: pg.ClientBase,
): Promise<BackupManifest['sequences']> {
  const sequences = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname = ANY($1)
      ORDER BY n.nspname, c.relname`,
    [BACKED_UP_SCHEMAS],
  );
  const positions: BackupManifest['sequences'] = [];
  for (const { schema, name } of sequences.rows) {
    const position = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${qualified(schema, name)}`,
    );
    positions.push({
      schema,
      name,
      lastValue: position.rows[0]!.last_value,
      isCalled: position.rows[0]!.is_called,
    });
  }
  return positions;
}

/** Whether the database already holds tables or sequences of Velvet's schemas: a restore never mixes data. */
export async function holdsVelvetTables(client: pg.ClientBase): Promise<boolean> {
  const found = await client.query(
    `SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND n.nspname = ANY($1) LIMIT 1`,
    [BACKED_UP_SCHEMAS],
  );
  return (found.rowCount ?? 0) > 0;
}
