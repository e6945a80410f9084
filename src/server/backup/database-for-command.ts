import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { isRunning, lockDataDir } from '../db/data-dir-lock';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

export interface CommandDatabase {
  url: string;
  /** Stops what the command started (nothing when it joined a running server's database). */
  release(): Promise<void>;
}

/** The port of the embedded PostgreSQL running on `clusterDir`, or null when none runs. */
function runningPostmasterPort(clusterDir: string): number | null {
  try {
    // postmaster.pid: the process id on line 1, the port on line 4.
    const lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return Number.isInteger(pid) && isRunning(pid) && Number.isInteger(port) ? port : null;
  } catch {
    return null;
  }
}

/**
 * The database a command such as `npm run backup` works on: DATABASE_URL's, else the embedded
 * one of DATA_DIR, joined where a Velvet server runs it (the backup then runs while it serves)
 * or started for the command and stopped after it.
 */
export async function databaseForCommand(
  config: Config,
  log: FastifyBaseLogger,
): Promise<CommandDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => undefined };
  const clusterDir = path.join(config.dataDir, 'postgres');
  if (!existsSync(path.join(clusterDir, 'PG_VERSION')))
    throw new Error(`There is no Velvet database in ${config.dataDir} (DATA_DIR) to back up.`);
  const port = runningPostmasterPort(clusterDir);
  if (port !== null) {
    const credentials = JSON.parse(
      await fs.readFile(path.join(config.dataDir, 'postgres-credentials.json'), 'utf8'),
    ) as { user: string; password: string };
    const url = `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/velvet`;
    return { url, release: async () => undefined };
  }
  const unlock = await lockDataDir(config.dataDir);
  try {
    const database = await startEmbeddedPostgres(config.dataDir, log);
    return {
      url: database.url,
      release: async () => {
        await database.stop();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
