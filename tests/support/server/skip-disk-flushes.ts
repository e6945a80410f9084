import pg from 'pg';

/**
 * A test run's own cluster, in a folder deleted after the run, waits for no disk flush: not at
 * a commit, nor for each database a file copies. Losing it in a crash loses nothing; the tests
 * that crash a server (tests/api/durability.test.ts) start their own cluster with its settings.
 */
export async function skipDiskFlushes(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('ALTER SYSTEM SET fsync = off');
    await admin.query('ALTER SYSTEM SET synchronous_commit = off');
    await admin.query('ALTER SYSTEM SET full_page_writes = off');
    await admin.query('SELECT pg_reload_conf()');
  } finally {
    await admin.end();
  }
}
