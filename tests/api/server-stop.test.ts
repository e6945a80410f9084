import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server/server-process';
import { createTestDatabase } from '../support/server/test-app';
import { waitFor } from '../support/server/wait';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** main.ts's shutdown timer, and a margin for a loaded machine. */
const GRACE_MS = 10_000;
const MARGIN_MS = 5_000;

/**
 * An operator's pipeline gone wrong: the server's output goes to a reader that stops reading
 * (the pipe fills) and then goes away (writes fail). Serving and stopping must not depend on it.
 */
describe('a server whose log reader stalls, then goes away', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let baseUrl = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        JWT_SECRET: 'a-test-secret-that-is-long-enough-for-signing',
        WEB_DIST: '.tmp/no-web-build',
        // A line per request: the test's requests fill the pipe.
        LOG_LEVEL: 'debug',
      },
      // Standard output is a pipe this test never reads: after 64 KiB it is full.
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await waitFor(
      'the server to be healthy',
      async () => (await fetch(`${baseUrl}/api/health`).catch(() => null))?.ok,
      60_000,
      100,
    );
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.drop();
  });

  /** `count` requests, 20 at a time; how many were answered with a 200. */
  async function answered(count: number): Promise<number> {
    let ok = 0;
    for (let start = 0; start < count; start += 20) {
      const batch = Array.from({ length: Math.min(20, count - start) }, () =>
        fetch(`${baseUrl}/api/version`, { signal: AbortSignal.timeout(5_000) })
          .then((response) => response.ok)
          .catch(() => false),
      );
      ok += (await Promise.all(batch)).filter(Boolean).length;
    }
    return ok;
  }

  it('keeps answering after its output pipe is full (each request writes log lines)', async () => {
    // A log line per request: 5,000 requests write far more than the pipe holds.
    expect(await answered(5_000)).toBe(5_000);
  }, 60_000);

  it('exits within the grace period after SIGTERM, the reader stalled and then gone', async () => {
    const asked = Date.now();
    child.kill('SIGTERM');
    // The stop begins while nobody reads; a little later the reader goes away altogether.
    setTimeout(() => child.stdout?.destroy(), 3_000);
    const outcome = await Promise.race([
      exited.then(() => 'exited' as const),
      new Promise<'still running'>((resolve) =>
        setTimeout(() => resolve('still running'), GRACE_MS + MARGIN_MS),
      ),
    ]);
    expect(outcome).toBe('exited');
    expect(Date.now() - asked).toBeLessThan(GRACE_MS + MARGIN_MS);
  }, 30_000);
});
