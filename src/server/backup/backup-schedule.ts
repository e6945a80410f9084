import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { listBackups, pruneBackups, takeVerifiedBackup, type BackupTarget } from './take-backup';

/** Held by the one node that runs the schedule; any fixed number, the same on every node. */
const BACKUP_SCHEDULE_LOCK_KEY = 4_711_2033;
/** How often a node that does not run the schedule asks whether it may take over. */
const TAKE_OVER_CHECK_MS = 60_000;
/** After a failed backup, the next try comes this soon rather than a whole interval later. */
const RETRY_AFTER_FAILURE_MS = 60 * 60_000;
/**
 * With no backup in the folder yet, the first comes this long after the start (or one interval,
 * if shorter): soon on a new install, yet not in the middle of every short-lived start.
 */
const FIRST_BACKUP_AFTER_MS = 10 * 60_000;

export interface BackupScheduleOptions extends BackupTarget {
  dir: string;
  everyMs: number;
  keep: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface BackupSchedule {
  /** Backups this node took and verified, and those that failed. */
  readonly stats: { succeeded: number; failed: number; lastSuccessAt: Date | null };
  stop(): Promise<void>;
}

/**
 * Takes a verified backup every `everyMs` into `dir` and keeps the newest `keep`. When several
 * nodes share a database only one runs it: the one holding a PostgreSQL advisory lock on a
 * connection of its own. Should that node stop or lose its connection, the lock goes with it
 * and another node takes over at its next check. The next backup is due one interval after the
 * newest in `dir`, so a restart does not take one more.
 */
export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const stats: BackupSchedule['stats'] = { succeeded: 0, failed: 0, lastSuccessAt: null };
  let stopped = false;
  let lockHolder: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const firstDueAt = Date.now() + Math.min(options.everyMs, FIRST_BACKUP_AFTER_MS);

  async function holdScheduleLock(): Promise<boolean> {
    if (lockHolder) return true;
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('error', () => {
      // The connection is gone and the lock with it: claim it again at the next tick.
      if (lockHolder === client) lockHolder = null;
    });
    try {
      await client.connect();
      const claimed = await client.query<{ held: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS held',
        [BACKUP_SCHEDULE_LOCK_KEY],
      );
      if (claimed.rows[0]?.held && !stopped) {
        lockHolder = client;
        return true;
      }
    } catch (error) {
      options.log.error({ err: error }, 'the backup schedule could not reach the database');
    }
    await client.end().catch(() => undefined);
    return false;
  }

  async function msUntilDue(): Promise<number> {
    const newest = (await listBackups(options.dir)).at(-1);
    if (!newest) return firstDueAt - Date.now();
    const { mtimeMs } = await fs.stat(path.join(options.dir, newest));
    return mtimeMs + options.everyMs - Date.now();
  }

  async function backUp(): Promise<number> {
    try {
      const backup = await takeVerifiedBackup(options, { dir: options.dir });
      stats.succeeded++;
      stats.lastSuccessAt = new Date();
      const pruned = await pruneBackups(options.dir, options.keep);
      options.log.info(
        { file: backup.file, bytes: backup.bytes, pruned },
        'backup written and verified',
      );
      return options.everyMs;
    } catch (error) {
      stats.failed++;
      options.log.error({ err: error }, 'backup failed');
      return Math.min(options.everyMs, RETRY_AFTER_FAILURE_MS);
    }
  }

  async function tick() {
    let nextInMs = Math.min(options.everyMs, TAKE_OVER_CHECK_MS);
    if (await holdScheduleLock()) {
      const due = await msUntilDue().catch(() => 0);
      nextInMs = due <= 0 ? await backUp() : due;
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), nextInMs).unref();
  }

  running = tick();
  return {
    stats,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await lockHolder?.end().catch(() => undefined);
      lockHolder = null;
    },
  };
}
