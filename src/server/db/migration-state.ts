import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client';
import { isUndefinedTable } from './pg-errors';

/** When the newest migration this build ships was made; drizzle records it once applied. */
const newestMigrationMillis = Math.max(
  ...readMigrationFiles({
    migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  }).map((migration) => migration.folderMillis),
);

export interface MigrationState {
  database: 'up' | 'down';
  /** 'unknown' when the database could not be asked. */
  migrations: 'done' | 'pending' | 'unknown';
}

/**
 * Whether the database answers and holds every migration this build ships, in one query. A
 * node whose database is behind its code (another node rolled it back, a restore from an older
 * copy) would answer with queries against tables that are not there.
 */
export async function readMigrationState(db: Database): Promise<MigrationState> {
  try {
    const result = await db.execute<{ newest: string | null }>(
      sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
    );
    const newest = Number(result.rows[0]?.newest ?? 0);
    return { database: 'up', migrations: newest >= newestMigrationMillis ? 'done' : 'pending' };
  } catch (error) {
    // A database that answers without drizzle's table has never been migrated.
    return isUndefinedTable(error)
      ? { database: 'up', migrations: 'pending' }
      : { database: 'down', migrations: 'unknown' };
  }
}
