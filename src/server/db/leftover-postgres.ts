import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isRunning } from './data-dir-lock';

/** How long a leftover PostgreSQL gets for a fast shutdown (it writes a checkpoint first). */
const FAST_SHUTDOWN_MS = 20_000;
/** How long it then gets after an immediate shutdown, which skips the checkpoint. */
const IMMEDIATE_SHUTDOWN_MS = 5_000;

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * Whether `pid` is a PostgreSQL process working in `clusterDir`: PostgreSQL changes into its
 * data directory, so its working directory names the cluster. Null where that cannot be read
 * (no /proc, as on macOS).
 */
async function servesCluster(pid: number, clusterDir: string): Promise<boolean | null> {
  try {
    const [cwd, cluster] = await Promise.all([
      fs.realpath(`/proc/${pid}/cwd`),
      fs.realpath(clusterDir),
    ]);
    return cwd === cluster;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // The process ended meanwhile, or /proc shows no such process: it serves nothing.
    if (code === 'ENOENT' && (await fs.stat('/proc/self').catch(() => null))) return false;
    return null;
  }
}

/**
 * Clears what a Velvet process killed without warning (SIGKILL, out of memory, power cut of its
 * container) leaves in its cluster, so a restart needs no manual step. Call it only while
 * holding the data directory's lock: then no other Velvet uses this cluster, and a PostgreSQL
 * still running on it is an orphan of the dead one.
 * - A postmaster still running on the cluster is shut down (fast, then immediate).
 * - A postmaster.pid naming a live process that is not PostgreSQL on this cluster (its pid was
 *   reused) is removed; PostgreSQL itself would refuse to start, taking it for a live server.
 * A postmaster.pid naming no live process is left to PostgreSQL, which takes over such files
 * and recovers from its write-ahead log.
 */
export async function clearLeftoverPostgres(clusterDir: string, log: FastifyBaseLogger) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const text = await fs.readFile(pidFile, 'utf8').catch(() => null);
  const pid = Number.parseInt(text?.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isRunning(pid)) return;

  const ours = await servesCluster(pid, clusterDir);
  if (ours === false) {
    log.warn({ pid, pidFile }, 'removing a stale postmaster.pid whose process id was reused');
    await fs.rm(pidFile, { force: true });
    return;
  }
  if (ours === null) return;

  log.warn({ pid }, 'stopping the PostgreSQL left running by a previous Velvet process');
  process.kill(pid, 'SIGINT');
  if (await exited(pid, FAST_SHUTDOWN_MS)) return;
  process.kill(pid, 'SIGQUIT');
  if (await exited(pid, IMMEDIATE_SHUTDOWN_MS)) return;
  throw new Error(
    `The PostgreSQL (process ${pid}) left running on ${clusterDir} by a previous Velvet process did not stop. Stop it, then start Velvet again.`,
  );
}
