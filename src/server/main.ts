import { readFileSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './app';
import { startBackupSchedule } from './backup/backup-schedule';
import { countBackupsInMetrics } from './metrics/backup-metrics';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { resolveJwtSecret } from './lib/jwt-secret';
import { verifyDataKeys } from './crypto/data-key-check';
import { resolveDataKey } from './crypto/data-key-file';
import { FieldCipher } from './crypto/field-cipher';
import { Keyring } from './crypto/keyring';
import { sealBeforeServing } from './crypto/plain-values';
import { nonBlockingStdout } from './log-destination';
import { loggerOptions } from './logger';

/** How long closing may take once the node has drained (SHUTDOWN_DRAIN_SECONDS). */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long a stopping server waits for its last log lines to reach a slow reader. */
const LOG_DRAIN_MS = 1_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const output = nonBlockingStdout();
  const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions, output);
  const version = (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

  const cleanups: { name: string; run: () => Promise<void> }[] = [];
  /** The shutdown step under way, named when a stop takes too long. */
  let closing = '';
  const cleanUp = async () => {
    for (const step of cleanups.reverse()) {
      closing = step.name;
      await step
        .run()
        .catch((error: unknown) =>
          log.error({ err: error, step: step.name }, 'shutdown step failed'),
        );
    }
  };

  try {
    let embedded: EmbeddedDatabase | null = null;
    if (!config.databaseUrl) {
      const unlock = await lockDataDir(config.dataDir);
      cleanups.push({ name: 'data folder lock', run: unlock });
      embedded = await startEmbeddedPostgres(config.dataDir, log);
      cleanups.push({
        name: 'embedded PostgreSQL',
        run: () => embedded!.stop().then(() => log.info('embedded PostgreSQL stopped')),
      });
      log.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started on loopback');
    }
    const databaseUrl = config.databaseUrl ?? embedded!.url;
    const database: DatabaseHandle = await openDatabase(databaseUrl);
    cleanups.push({ name: 'database pool', run: () => database.close() });
    // Before serving: a wrong or lost DATA_KEY stops here, naming DATA_KEY.
    const keyring = Keyring.fromKeys(
      await resolveDataKey(config.dataKey, config.dataDir),
      config.previousDataKeys,
    );
    await verifyDataKeys(database.db, keyring);
    // Values stored before their column was encrypted are sealed now, before anyone is served.
    await sealBeforeServing(database.db, new FieldCipher(keyring), log);
    const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
    const app = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      jwtSecret,
      keyring,
      version,
      logger: log,
    });
    cleanups.push({ name: 'web server', run: () => app.close() });
    await app.listen({ port: config.port, host: config.host });
    countBackupsInMetrics();
    if (config.backups.everyMs > 0) {
      const backups = startBackupSchedule({
        ...config.backups,
        pool: database.pool,
        databaseUrl,
        velvetVersion: version,
        log,
      });
      cleanups.push({ name: 'backup schedule', run: () => backups.stop() });
    }
    log.info(`Velvet is running on ${config.publicUrl}`);
  } catch (error) {
    log.fatal({ err: error }, error instanceof Error ? error.message : 'Velvet could not start');
    await cleanUp();
    await output.drain(LOG_DRAIN_MS);
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error({ step: closing }, 'shutdown took too long; exiting');
      void output.drain(LOG_DRAIN_MS).finally(() => process.exit(1));
    }, config.shutdownDrainMs + SHUTDOWN_GRACE_MS).unref();
    await cleanUp();
    await output.drain(LOG_DRAIN_MS);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

void main();
