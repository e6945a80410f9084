import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { startVelvetServer, type RunningServer } from '../support/e2e/velvet-server';

/** Velvet as the scenario drives it: one node or several, and how to stop them all. */
export interface ScenarioNodes {
  servers: RunningServer[];
  stop(): Promise<void>;
}

/** As npm run bench: the sign-up budget lifted, since every couple registers from here. */
const commonEnv = (smtpUrl: string) => ({ SMTP_URL: smtpUrl, AUTH_RATE_LIMIT: '100000' });

/** One Velvet with its own embedded PostgreSQL, at the default log level. */
export async function startSingleNode(workDir: string, smtpUrl: string): Promise<ScenarioNodes> {
  const server = await startVelvetServer(
    { DATA_DIR: path.join(workDir, 'single'), ...commonEnv(smtpUrl) },
    path.join(workDir, 'single.log'),
  );
  return {
    servers: [server],
    stop: async () => {
      await server.stop();
    },
  };
}

/**
 * An external PostgreSQL (the embedded binaries, run as a plain server on a data folder of
 * their own) and `count` Velvet processes sharing it through DATABASE_URL, one JWT_SECRET and one DATA_KEY,
 * so a token from one is good on the others. They start one after the other: the first
 * migrates the database. `env` is added to every node's (behind a balancer, for instance).
 */
export async function startSharedNodes(
  workDir: string,
  smtpUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<ScenarioNodes> {
  const databaseDir = path.join(workDir, 'external-postgres');
  await fs.mkdir(databaseDir, { recursive: true });
  const database = await startEmbeddedPostgres(databaseDir, pino({ level: 'warn' }));
  const jwtSecret = crypto.randomBytes(32).toString('base64url');
  // Nodes sharing a database share its data key too; each would otherwise generate its own.
  const dataKey = crypto.randomBytes(32).toString('base64');
  const servers: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.stop();
  };
  try {
    for (let node = 1; node <= count; node++) {
      servers.push(
        await startVelvetServer(
          {
            DATA_DIR: path.join(workDir, `node-${node}`),
            DATABASE_URL: database.url,
            JWT_SECRET: jwtSecret,
            DATA_KEY: dataKey,
            ...commonEnv(smtpUrl),
            ...env,
          },
          path.join(workDir, `node-${node}.log`),
        ),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, stop };
}
