import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  databaseUrl: string;
  close(): Promise<void>;
}

/** A fresh, empty database on the run's PostgreSQL, migrated by the real start-up path. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `velvet_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Builds the real app on its own database. `env` overrides configuration variables; with
 * `sameDatabaseAs`, the app is a second node on another app's database (dropped by that one);
 * with `clock`, the server reads the time from it (see test-clock.ts) instead of the real one.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { sameDatabaseAs?: TestApp; clock?: () => Date } = {},
): Promise<TestApp> {
  const testDb = options.sameDatabaseAs ? null : await createTestDatabase();
  const url = testDb?.url ?? options.sameDatabaseAs!.databaseUrl;
  const database = await openDatabase(url, 5);
  const config = loadConfig({
    DATA_DIR: '.tmp/test-data',
    WEB_DIST: '.tmp/no-web-build',
    AUTH_RATE_LIMIT: '1000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
    ...(options.clock ? { now: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl: url,
    async close() {
      await app.close();
      await database.close();
      await testDb?.drop();
    },
  };
}
