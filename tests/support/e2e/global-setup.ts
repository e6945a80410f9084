import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../../../src/server/db/embedded-postgres';
import { skipDiskFlushes } from '../server/skip-disk-flushes';
import { CHEAP_PASSWORD_HASHING } from '../test-passwords';
import { E2E_ADMIN } from './admin-account';
import { startSmtpCapture } from './smtp-capture';
import { startVelvetServer } from './velvet-server';

/** A new, empty database in the cluster `url` points at; its URL. */
async function createDatabaseBeside(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const sibling = new URL(url);
  sibling.pathname = `/${name}`;
  return sibling.toString();
}

/**
 * Real Velvets for the end-to-end run, one for the players' journeys and one for the staff's:
 * the built web app served by the real server on a fresh embedded PostgreSQL, sending its
 * emails to a real SMTP server on loopback.
 */
export default async function globalSetup() {
  // E2E_WEB_DIST builds the web app into a folder of its own, so runs from two work trees
  // (or two people on one machine) never serve each other's half-written build.
  const ownDist = process.env.E2E_WEB_DIST;
  const webDist = path.resolve(ownDist ?? 'dist/web');
  if (ownDist || !existsSync(path.join(webDist, 'index.html')) || process.env.E2E_REBUILD === '1') {
    execFileSync(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--config',
        'web/vite.config.ts',
        '--outDir',
        webDist,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        stdio: 'inherit',
      },
    );
  }
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-e2e-'));
  // As root, PostgreSQL runs as the user "postgres", which must be able to enter the folder.
  await fs.chmod(workDir, 0o755);
  // The database runs beside the server (DATABASE_URL), so tests can also set up states
  // such as a trial about to end, which only time would otherwise bring.
  const database = await startEmbeddedPostgres(
    path.join(workDir, 'database'),
    pino({ level: 'warn' }),
  );
  // The journeys test screens; what a crash keeps is durability.test.ts's, on its own cluster.
  await skipDiskFlushes(database.url);
  const mailbox = path.join(workDir, 'mailbox');
  const smtp = await startSmtpCapture(mailbox);
  await fs.mkdir('test-results', { recursive: true });
  // What every node of this Velvet shares: the database, the mailbox, the web app, and the
  // secrets, so a token or a sealed value from one node is good on another (two-nodes.spec.ts
  // starts a second node from it).
  const nodeEnv = {
    WEB_DIST: webDist,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    DATABASE_URL: database.url,
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    DATA_KEY: crypto.randomBytes(32).toString('base64'),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    AUTH_RATE_LIMIT: '200',
    LOG_LEVEL: 'info',
    ...CHEAP_PASSWORD_HASHING,
  };
  // Staff change the survey's catalogue that players answer, so their journeys get a Velvet of
  // their own, on a database of their own: they run beside the players' ones, not after them.
  const staffDatabaseUrl = await createDatabaseBeside(database.url, 'velvet_staff');
  const [server, staffServer] = await Promise.all([
    startVelvetServer(
      { DATA_DIR: path.join(workDir, 'data'), ...nodeEnv },
      path.resolve('test-results/e2e-server.log'),
    ),
    startVelvetServer(
      { ...nodeEnv, DATA_DIR: path.join(workDir, 'staff-data'), DATABASE_URL: staffDatabaseUrl },
      path.resolve('test-results/e2e-staff-server.log'),
    ),
  ]);
  process.env.VELVET_BASE_URL = server.baseUrl;
  process.env.VELVET_STAFF_BASE_URL = staffServer.baseUrl;
  process.env.VELVET_MAILBOX = mailbox;
  process.env.VELVET_DATABASE_URL = database.url;
  process.env.VELVET_NODE_ENV = JSON.stringify(nodeEnv);

  return async () => {
    await Promise.all([server.stop(), staffServer.stop()]);
    await smtp.close();
    await database.stop();
    await fs.rm(workDir, { recursive: true, force: true });
  };
}
