import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/server/server-process';
import { median } from './load';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = 3;
const GOAL_SECONDS = 3;

/** Runs `npm start` on `dataDir` and resolves with the seconds until /api/health answered. */
async function timedStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so stopping reaches npm, its shell and the server alike.
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: 'ignore',
    // No balancer to drain from: each start follows the last one's stop at once.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) return (performance.now() - started) / 1000;
      if (performance.now() - started > 120_000) throw new Error('npm start never became healthy');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // The server outlives npm by its shutdown: wait until its data directory is free again.
    for (let i = 0; i < 200; i++) {
      const locked = await fs.stat(path.join(dataDir, 'velvet.lock')).catch(() => null);
      if (!locked) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * How long `npm start` takes to a healthy server when nothing changed since the last start:
 * one start first builds what is missing and creates the database, then RUNS timed starts.
 */
export async function measureStartTime() {
  const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build before the start-time runs failed');
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-start-'));
  await fs.chmod(workDir, 0o755);
  const dataDir = path.join(workDir, 'data');
  try {
    await timedStart(dataDir);
    const seconds: number[] = [];
    for (let run = 0; run < RUNS; run++) seconds.push(await timedStart(dataDir));
    const typical = median(seconds);
    console.log(
      `\nnpm start with nothing changed, to a healthy server: ${seconds.map((s) => s.toFixed(2)).join(' s, ')} s (median ${typical.toFixed(2)} s)`,
    );
    console.log(
      `${typical < GOAL_SECONDS ? 'met' : 'MISSED'}: npm start healthy in under ${GOAL_SECONDS} s`,
    );
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
