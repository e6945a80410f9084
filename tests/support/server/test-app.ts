import { inject } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { Keyring } from '../../../src/server/crypto/keyring';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { CHEAP_PASSWORD_HASHING } from '../test-passwords';
import { attachMailbox } from './mailbox';
import { freePort, spawnServer } from './server-process';
import { smtpServerAt, startSmtpServer, type TestSmtpServer } from './smtp';
import { createDatabaseFrom } from './template-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
/** The data key of every test app: 32 fixed bytes, so nodes on one database read each other. */
/** The test apps' data key, as DATA_KEY takes it: a server process given it opens what they seal. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');
export const TEST_KEYRING = Keyring.fromKeys(Buffer.from(TEST_DATA_KEY, 'base64'));

/**
 * The real server in a process of its own on an existing test database, with the test apps'
 * secrets: it opens what they sealed and takes their tokens. Not yet waited for.
 */
export async function spawnTestServer(databaseUrl: string, dataDir: string) {
  return spawnServer({
    PORT: String(await freePort()),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DATA_KEY: TEST_DATA_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'warn',
    WEB_DIST: '.tmp/no-web-build',
    BACKUP_EVERY_HOURS: '0',
    ...CHEAP_PASSWORD_HASHING,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  databaseUrl: string;
  /** The SMTP server the app delivers its email to (see mailbox.ts), or null without one. */
  smtp: TestSmtpServer | null;
  close(): Promise<void>;
}

/**
 * A database of the test's own on the run's PostgreSQL: a copy of the run's migrated and
 * seeded one (postgres-global-setup.ts), or with `empty`, one the start-up path has yet to
 * migrate and seed.
 */
export function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  return createDatabaseFrom(
    inject('adminDatabaseUrl'),
    options.empty ? null : inject('templateDatabaseName'),
  );
}

/**
 * The SMTP server an app delivers to: the caller's when `env` names one of ours in SMTP_URL,
 * none with `smtp: false` (email is only logged then), the first node's for a second node on
 * the same database, else a new one that closes with the app.
 */
async function mailServerFor(
  env: Record<string, string>,
  options: { sameDatabaseAs?: TestApp; smtp?: false },
): Promise<{ smtp: TestSmtpServer | null; owned: boolean }> {
  if (env.SMTP_URL !== undefined) return { smtp: smtpServerAt(env.SMTP_URL) ?? null, owned: false };
  if (options.smtp === false) return { smtp: null, owned: false };
  if (options.sameDatabaseAs?.smtp) return { smtp: options.sameDatabaseAs.smtp, owned: false };
  return { smtp: await startSmtpServer(), owned: true };
}

/**
 * Builds the real app on its own database. `env` overrides configuration variables; with
 * `sameDatabaseAs`, the app is a second node on another app's database (dropped by that one);
 * with `clock`, the server reads the time from it (see test-clock.ts) instead of the real one.
 * Email goes to a real SMTP server on loopback (see mailServerFor), so helpers follow the
 * links in it as a player would (mailbox.ts); `smtp: false` builds an app without SMTP, whose
 * emails only reach its log (pass a capturing `logger` to read them).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    sameDatabaseAs?: TestApp;
    clock?: () => Date;
    smtp?: false;
    /** The app's logger (see log-capture.ts); none by default. */
    logger?: FastifyBaseLogger;
    /** The data keys; TEST_KEYRING by default. */
    keyring?: Keyring;
  } = {},
): Promise<TestApp> {
  const testDb = options.sameDatabaseAs ? null : await createTestDatabase();
  const url = testDb?.url ?? options.sameDatabaseAs!.databaseUrl;
  const database = await openDatabase(url, 5);
  const { smtp, owned } = await mailServerFor(env, options);
  const config = loadConfig({
    DATA_DIR: '.tmp/test-data',
    WEB_DIST: '.tmp/no-web-build',
    AUTH_RATE_LIMIT: '1000',
    // Every registration records two consents through the ageCheck group; files register many
    // players from one address. The limits have their own tests, which set their budgets.
    ABUSE_RATE_LIMIT: '100000',
    // Files generate many adventures from one account; tests/api/adventure-ruled-out.test.ts sets its own.
    ADVENTURE_RATE_LIMIT: '100000',
    LOG_LEVEL: 'silent',
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...CHEAP_PASSWORD_HASHING,
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    ...env,
  });
  const release = async () => {
    await database.close();
    if (owned) await smtp?.close();
    await testDb?.drop();
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      jwtSecret: TEST_JWT_SECRET,
      keyring: options.keyring ?? TEST_KEYRING,
      logger: options.logger ?? false,
      ...(options.clock ? { now: options.clock } : {}),
    });
    await app.ready();
  } catch (error) {
    await release();
    throw error;
  }
  if (smtp) attachMailbox(app, smtp);
  return {
    app,
    database,
    config,
    databaseUrl: url,
    smtp,
    async close() {
      await app.close();
      await release();
    },
  };
}
