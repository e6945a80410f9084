import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning } from '../../src/server/db/data-dir-lock';
import {
  callJson,
  freePort,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../support/server/server-process';
import { waitFor } from '../support/server/wait';

/** Pids of running processes whose command line mentions `text` (Linux /proc). */
function processesMentioning(text: string): number[] {
  if (!existsSync('/proc')) return [];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (cmdline.includes(text)) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

let dataDir: string;
const started: ServerProcess[] = [];
/** Every line any server of this file wrote, for the secrets check at the end. */
const allOutput = () => started.map((server) => server.output()).join('\n');

async function startServer(extraEnv: Record<string, string> = {}) {
  const server = spawnServer({
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Debug adds a line per request, so the secrets check below reads real request lines.
    LOG_LEVEL: 'debug',
    ...extraEnv,
  });
  started.push(server);
  return server;
}

let badPort: ServerProcess;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-server-'));
  // As root, the embedded PostgreSQL runs as the user "postgres", which must enter this folder.
  await fs.chmod(dataDir, 0o755);
  // Started now and checked later, so its start-up overlaps the first real server's.
  badPort = await startServer({ PORT: 'abc', DATA_DIR: path.join(dataDir, 'never-used') });
});

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop('SIGTERM')));
  // A server killed hard would leave its PostgreSQL behind; end that one by its own pid.
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid > 0 && isRunning(pid)) process.kill(pid, 'SIGINT');
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  const email = `process.${Date.now().toString(36)}@example.com`;
  const firstPassword = 'first-secret-password';
  const secondPassword = 'second-secret-password';
  const tokens: string[] = [];
  let playerId = '';
  let resetToken = '';
  let server: ServerProcess;

  it('starts its embedded PostgreSQL and reports the database up', async () => {
    server = await startServer();
    expect(await waitUntilHealthy(server)).toEqual({ status: 'ok', database: 'up' });
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    const verify = await callJson(server, 'POST', '/api/age-verification/verify', {
      body: { email, isAge18Plus: true },
    });
    const disclaimer = await callJson(server, 'POST', '/api/age-verification/disclaimer', {
      body: { email, agreed: true },
    });
    expect([verify.status, disclaimer.status]).toEqual([200, 200]);
    const registered = await callJson(server, 'POST', '/api/players/register', {
      body: { displayName: 'Proc', email, password: firstPassword, gender: 0 },
    });
    expect(registered.status).toBe(201);
    playerId = String(registered.body.id);
    tokens.push(String(registered.body.token));

    const me = await callJson(server, 'GET', `/api/players/${playerId}`, { token: tokens[0] });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });

  it('exits 1 naming PORT when PORT is not a number', async () => {
    expect(await badPort.exited).toBe(1);
    expect(badPort.output()).toMatch(/PORT/);
    // It stopped before touching its data directory.
    expect(existsSync(path.join(dataDir, 'never-used'))).toBe(false);
  });

  it('lets an operator without SMTP reset a password from the link in the log', async () => {
    const forgot = await callJson(server, 'POST', '/api/players/forgot-password', {
      body: { email },
    });
    expect(forgot.status).toBe(200);
    const token = await waitFor(
      'the reset link in the log',
      () => /reset-password\?token=([\w-]+)/.exec(server.output())?.[1],
    );
    resetToken = token;
    // The player opens the link, as a browser would; the access log must not keep its token.
    await (
      await fetch(
        `${server.baseUrl}/reset-password?token=${token}&email=${encodeURIComponent(email)}`,
      )
    ).arrayBuffer();
    const reset = await callJson(server, 'POST', '/api/players/reset-password', {
      body: { token, email, newPassword: secondPassword },
    });
    expect(reset.status).toBe(200);
    const login = await callJson(server, 'POST', '/api/players/login', {
      body: { email, password: secondPassword },
    });
    expect(login.status).toBe(200);
    tokens.push(String(login.body.token));
  });

  it('refuses to start a second server on the same DATA_DIR, leaving the first one running', async () => {
    const second = await startServer();
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(second.output()).toMatch(/data directory .* in use|already using the data directory/i);

    expect(readFileSync(path.join(dataDir, 'velvet.lock'), 'utf8')).toBe(String(server.child.pid));
    expect((await callJson(server, 'GET', '/api/health')).body).toEqual({
      status: 'ok',
      database: 'up',
    });
  });

  it('exits 0 on SIGTERM and stops its PostgreSQL cleanly', async () => {
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const postgresPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(isRunning(postgresPid)).toBe(true);

    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).toContain('embedded PostgreSQL stopped');
    // PostgreSQL removes its pid file only when it shuts down cleanly.
    expect(existsSync(pidFile)).toBe(false);
    expect(isRunning(postgresPid)).toBe(false);
    expect(processesMentioning(path.join(dataDir, 'postgres'))).toEqual([]);
    expect(existsSync(path.join(dataDir, 'velvet.lock'))).toBe(false);
  });

  it('keeps players and the JWT secret across a restart', async () => {
    const secretFile = path.join(dataDir, 'jwt-secret');
    const secret = readFileSync(secretFile, 'utf8');
    expect(secret.trim().length).toBeGreaterThanOrEqual(32);

    server = await startServer();
    await waitUntilHealthy(server);
    const login = await callJson(server, 'POST', '/api/players/login', {
      body: { email, password: secondPassword },
    });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(playerId);
    tokens.push(String(login.body.token));
    const oldPassword = await callJson(server, 'POST', '/api/players/login', {
      body: { email, password: firstPassword },
    });
    expect(oldPassword.status).toBe(401);

    // A token signed before the restart is still good: the same secret signs and verifies.
    const me = await callJson(server, 'GET', `/api/players/${playerId}`, { token: tokens[1] });
    expect(me.status).toBe(200);
    // The one issued before the password reset is not: the reset ended that session.
    const beforeReset = await callJson(server, 'GET', `/api/players/${playerId}`, {
      token: tokens[0],
    });
    expect(beforeReset.status).toBe(401);
    expect(readFileSync(secretFile, 'utf8')).toBe(secret);

    expect(await server.stop('SIGTERM')).toBe(0);
  });

  it('never wrote a password, a bearer token or a visited reset link to its log', () => {
    const log = allOutput();
    // Requests were logged, so the check below looked at real request lines.
    expect(log).toContain('request completed');
    expect(tokens).toHaveLength(3);
    for (const secret of [firstPassword, secondPassword, ...tokens]) {
      expect(log).not.toContain(secret);
    }
    // Nor the token's signature alone (the part that makes it usable).
    for (const token of tokens) expect(log).not.toContain(token.split('.')[2]);
    // Without SMTP the reset email itself is the one line allowed to carry its link.
    const linkLines = log.split('\n').filter((line) => line.includes(resetToken));
    expect(linkLines).toHaveLength(1);
    expect(linkLines[0]).toContain('email kept in the outbox');
  });
});
