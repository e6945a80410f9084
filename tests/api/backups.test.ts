// Backups (about 20 s): one taken while 20 clients register, restored into a new data directory;
// the schedule, its retention and its one node.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreeDisclaimer, register, verifyAge } from '@shared/api/accounts';
import { onBackupFinished, type BackupOutcome } from '../../src/server/backup/backup-events';
import { startBackupSchedule } from '../../src/server/backup/backup-schedule';
import { writeBackup, type WrittenBackup } from '../../src/server/backup/create-backup';
import {
  RestoreRefusedError,
  restoreBackup,
  rowCounts,
} from '../../src/server/backup/restore-backup';
import { restoreDataDir } from '../../src/server/backup/restore-data-dir';
import { listBackups } from '../../src/server/backup/take-backup';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { withoutAddedProcessListeners } from '../../src/server/lib/process-listeners';
import { createListeningApp, type ListeningApp } from '../support/server/listening-app';
import { TEST_PASSWORD } from '../support/test-passwords';

const CLIENTS = 20;
/** Registrations acknowledged before the backup starts, so it is taken in the middle of work. */
const WRITES_BEFORE_BACKUP = CLIENTS;
const silent = pino({ level: 'silent' });

interface Registration {
  client: number;
  n: number;
  email: string;
  sentAt: number;
  acknowledgedAt: number;
}

let app: ListeningApp;
let workDir: string;

// embedded-postgres, first loaded by a restore, would end this worker at "beforeExit"; the
// tests stop their clusters themselves (as postgres-global-setup.ts does).
const withoutExitHooks = <T>(work: () => Promise<T>) =>
  withoutAddedProcessListeners(['beforeExit', 'exit'], work);

async function post(route: { path: string }, body: unknown): Promise<number> {
  const response = await fetch(`${app.baseUrl}${route.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** One client: registers players one after the other, as the register screen does, until told. */
async function registerUntil(client: number, done: () => boolean, acknowledged: Registration[]) {
  for (let n = 1; !done(); n++) {
    const email = `backup.${client}.${n}@example.com`;
    expect(await post(verifyAge, { email, isAge18Plus: true })).toBe(200);
    expect(await post(agreeDisclaimer, { email, agreed: true })).toBe(200);
    const sentAt = Date.now();
    const status = await post(register, {
      displayName: 'Sam',
      nickname: null,
      email,
      password: TEST_PASSWORD,
      gender: 0,
      pronouns: null,
      coupleId: null,
    });
    expect(status).toBeLessThan(300);
    acknowledged.push({ client, n, email, sentAt, acknowledgedAt: Date.now() });
  }
}

async function waitFor(condition: () => boolean, limitMs: number) {
  const giveUpAt = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > giveUpAt) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  app = await createListeningApp({ AUTH_RATE_LIMIT: '100000' });
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-backups-'));
  // As root, the embedded PostgreSQL runs as the user "postgres", which must enter this folder.
  await fs.chmod(workDir, 0o755);
});

afterAll(async () => {
  await app?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

describe('a backup taken while 20 clients write, restored into a new data directory', () => {
  let backup: WrittenBackup;
  let backupEndedAt: number;
  const acknowledged: Registration[] = [];
  const dataDir = () => path.join(workDir, 'restored');

  it('is written from one snapshot while every client keeps being answered', async () => {
    let stop = false;
    const clients = Promise.all(
      Array.from({ length: CLIENTS }, (_, client) =>
        registerUntil(client, () => stop, acknowledged),
      ),
    );
    try {
      await waitFor(() => acknowledged.length >= WRITES_BEFORE_BACKUP, 20_000);
      backup = await writeBackup(app.database.pool, path.join(workDir, 'under-load.backup.gz'));
      backupEndedAt = Date.now();
      // The clients write on after it: those writes must be missing from it.
      await waitFor(
        () => acknowledged.filter((write) => write.sentAt > backupEndedAt).length >= 5,
        20_000,
      );
    } finally {
      stop = true;
      await clients;
    }
    expect(backup.manifest.tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['players', 'couples', '__drizzle_migrations']),
    );
    expect(backup.bytes).toBeGreaterThan(0);
  });

  it('restores with every acknowledged write and every table as the manifest counted it', async () => {
    await withoutExitHooks(() => restoreDataDir(dataDir(), backup.file, silent));

    const database = await withoutExitHooks(() => startEmbeddedPostgres(dataDir(), silent));
    const client = new pg.Client({ connectionString: database.url });
    try {
      await client.connect();
      const counts = await rowCounts(client, backup.manifest.tables);
      for (const table of backup.manifest.tables)
        expect({ table: table.name, rows: counts.get(`${table.schema}.${table.name}`) }).toEqual({
          table: table.name,
          rows: table.rows,
        });

      const found = new Set(
        (
          await client.query<{ email: string }>(
            `SELECT email FROM players WHERE email LIKE 'backup.%'`,
          )
        ).rows.map((row) => row.email),
      );
      const snapshotAt = backup.snapshotAt.getTime();
      const before = acknowledged.filter((write) => write.acknowledgedAt < snapshotAt);
      const after = acknowledged.filter((write) => write.sentAt > backupEndedAt);
      console.log(
        `backups: ${acknowledged.length} registrations acknowledged, ${before.length} before the ` +
          `snapshot, ${found.size} in the backup, ${backup.bytes} bytes`,
      );
      expect(before.length).toBeGreaterThanOrEqual(WRITES_BEFORE_BACKUP);
      expect(before.filter((write) => !found.has(write.email))).toEqual([]);
      // Nothing sent after the backup ended is in it: it is one moment's copy.
      expect(after.length).toBeGreaterThan(0);
      expect(after.filter((write) => found.has(write.email))).toEqual([]);
      // Each client registered one player after another: its players in the backup are its
      // first ones, with no gap, as at one moment.
      for (let c = 0; c < CLIENTS; c++) {
        const mine = acknowledged.filter((write) => write.client === c);
        const kept = mine.filter((write) => found.has(write.email)).map((write) => write.n);
        expect(kept).toEqual(kept.map((_, index) => index + 1));
      }
    } finally {
      await client.end();
      await database.stop();
    }
  });

  it('refuses a data directory or a database that already holds data, and changes nothing', async () => {
    const refusal = withoutExitHooks(() => restoreDataDir(dataDir(), backup.file, silent));
    await expect(refusal).rejects.toThrow(RestoreRefusedError);
    await expect(refusal).rejects.toThrow(/is not empty \(it holds .*postgres/);
    await expect(restoreBackup(app.databaseUrl, backup.file)).rejects.toThrow(
      /already holds Velvet's tables/,
    );
    // The first restore's cluster is still there, whole.
    await expect(fs.stat(path.join(dataDir(), 'postgres', 'PG_VERSION'))).resolves.toBeTruthy();
  });
});

describe('scheduled backups', () => {
  it('are verified, keep the newest BACKUP_KEEP, and run on one node of those sharing a database', async () => {
    const outcomes: BackupOutcome[] = [];
    const unsubscribe = onBackupFinished((outcome) => outcomes.push(outcome));
    const dirOf = (node: string) => path.join(workDir, `schedule-${node}`);
    const nodes = ['a', 'b'].map((node) =>
      startBackupSchedule({
        pool: app.database.pool,
        databaseUrl: app.databaseUrl,
        dir: dirOf(node),
        everyMs: 300,
        keep: 1,
        log: silent,
      }),
    );
    try {
      await waitFor(() => outcomes.filter((outcome) => outcome.success).length >= 2, 25_000);
    } finally {
      await Promise.all(nodes.map((node) => node.stop()));
      unsubscribe();
    }
    expect(outcomes.filter((outcome) => !outcome.success)).toEqual([]);
    const written = outcomes.flatMap((outcome) => (outcome.success ? [outcome.file] : []));
    const filesIn = (dir: string) => fs.readdir(dir).catch(() => [] as string[]);
    const [a, b] = await Promise.all([filesIn(dirOf('a')), filesIn(dirOf('b'))]);
    const [leader, follower] = a.length > 0 ? [dirOf('a'), b] : [dirOf('b'), a];
    // Only the newest is kept, and nothing half-written is left.
    expect(await fs.readdir(leader)).toEqual([path.basename(written.at(-1)!)]);
    expect(await listBackups(leader)).toHaveLength(1);
    expect(follower).toEqual([]);
    expect(nodes.map((node) => node.stats.succeeded).sort()).toEqual([0, written.length]);
  });

  it('logs and counts a backup that fails', async () => {
    const outcomes: BackupOutcome[] = [];
    const unsubscribe = onBackupFinished((outcome) => outcomes.push(outcome));
    // A backup folder that cannot be made: a file is in its place.
    const blocked = path.join(workDir, 'not-a-folder');
    await fs.writeFile(blocked, '');
    const errors: string[] = [];
    const log = {
      info: () => undefined,
      error: (_: unknown, message: string) => errors.push(message),
    };
    const schedule = startBackupSchedule({
      pool: app.database.pool,
      databaseUrl: app.databaseUrl,
      dir: path.join(blocked, 'backups'),
      everyMs: 200,
      keep: 1,
      log: log as unknown as pino.Logger,
    });
    try {
      await waitFor(() => schedule.stats.failed >= 1, 10_000);
    } finally {
      await schedule.stop();
      unsubscribe();
    }
    expect(schedule.stats.succeeded).toBe(0);
    expect(errors).toContain('backup failed');
    expect(outcomes[0]).toMatchObject({ success: false });
  });
});
