import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../db/client';
import type { BackupManifest } from './backup-file';

/** Where drizzle records the migrations it applied (its defaults, which openDatabase uses). */
const MIGRATIONS_TABLE = '"drizzle"."__drizzle_migrations"';

/** The migrations applied to a database, by their journal time, oldest first. */
export async function appliedMigrations(client: pg.ClientBase): Promise<number[]> {
  const rows = await client.query<{ created_at: string }>(
    `SELECT created_at::text FROM ${MIGRATIONS_TABLE} ORDER BY created_at`,
  );
  return rows.rows.map((row) => Number(row.created_at));
}

/** The name of the migration made at `when` (its journal tag), if this Velvet knows it. */
export function migrationTag(when: number | undefined): string | null {
  if (when === undefined) return null;
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  return journal.entries.find((entry) => entry.when === when)?.tag ?? null;
}

/**
 * Builds, in the caller's transaction, the schema the backup was taken with: the migrations it
 * had applied, and no later one (the server applies those at its next start, data moves
 * included). drizzle's own record of them comes back with the backup's rows.
 */
export async function migrateToBackupVersion(
  client: pg.ClientBase,
  version: BackupManifest['schemaVersion'],
): Promise<void> {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const unknown = version.migrations.filter(
    (when) => !known.some((migration) => migration.folderMillis === when),
  );
  if (unknown.length > 0) {
    throw new Error(
      `This backup was taken by a newer Velvet (schema ${version.latestTag ?? 'unknown'}): ` +
        `${unknown.length} of its migrations are not in this version. Restore it with that version or a later one.`,
    );
  }
  await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await client.query(
    `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  const wanted = new Set(version.migrations);
  for (const migration of known.filter((each) => wanted.has(each.folderMillis))) {
    for (const statement of migration.sql) {
      if (statement.trim()) await client.query(statement);
    }
  }
}
