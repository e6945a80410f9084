import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle; services accept either so they can join a caller's transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** The SQL migrations and their journal; a restore replays those its backup had applied. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number works; it only has to be the same on every node of a deployment.
const MIGRATION_LOCK_KEY = 4_711_2025;

/** Opens a pool and brings the schema up to date; several nodes may start at once. */
export async function openDatabase(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client losing its connection is reported by the next query; nothing to do here.
  });
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
  return { db: drizzle(pool, { schema }), pool, close: () => pool.end() };
}
