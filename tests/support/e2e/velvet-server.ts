import { createWriteStream } from 'node:fs';
import { freePort, spawnServer, waitUntilHealthy } from '../server/server-process';

export interface RunningServer {
  baseUrl: string;
  /** The server's own process (node running src/server/main.ts), to read its memory. */
  pid: number;
  stop(): Promise<number | null>;
}

/**
 * Starts the real server on a free port, its output going to `logFile`, and waits for health.
 * Journeys and benchmarks register many players from one address, so the per-address budgets
 * of invitations, age checks and verification links are lifted unless `env` says otherwise;
 * the per-account budgets stay as they are.
 */
export async function startVelvetServer(
  env: Record<string, string>,
  logFile: string,
): Promise<RunningServer> {
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ABUSE_RATE_LIMIT: '100000',
    // No scheduled backup competes with what is tested or measured (tests/api/backups.test.ts
    // tests the schedule).
    BACKUP_EVERY_HOURS: '0',
    ...env,
  });
  const log = createWriteStream(logFile);
  server.child.stdout?.pipe(log);
  server.child.stderr?.pipe(log);
  await waitUntilHealthy(server, 90_000).catch(async (error: unknown) => {
    await server.stop('SIGKILL');
    throw error;
  });
  return { baseUrl: server.baseUrl, pid: server.child.pid!, stop: () => server.stop() };
}
