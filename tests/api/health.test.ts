import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createListeningApp } from '../support/server/listening-app';
import { registerPlayer } from '../support/server/players';
import { freePort, spawnServer, waitUntilHealthy } from '../support/server/server-process';
import { createTestApp, createTestDatabase, type TestApp } from '../support/server/test-app';

// What a balancer and a supervisor read: /api/health/live says the process answers,
// /api/health/ready whether to send it requests. Real app, real PostgreSQL, real HTTP.

const readiness = async (t: TestApp) => {
  const reply = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
  return { status: reply.statusCode, body: reply.json() as unknown };
};

/** Runs `sql` as the run's administrator, beside the test's own connections. */
async function asAdmin(sql: string) {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers that the process is live', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect({ status: reply.statusCode, body: reply.json() }).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
  });

  it('is ready once migrated with its database reachable', async () => {
    expect(await readiness(t)).toEqual({
      status: 200,
      body: { ready: true, migrations: 'done', database: 'up', stopping: false },
    });
  });

  it('keeps the old /api/health answer', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('is not ready while the database lacks a migration this build ships', async () => {
    const newest = await t.database.pool.query<{ id: number }>(
      'SELECT id FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    const id = newest.rows[0]!.id;
    await t.database.pool.query(
      'UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE id = $1',
      [id],
    );
    try {
      expect(await readiness(t)).toEqual({
        status: 503,
        body: { ready: false, migrations: 'pending', database: 'up', stopping: false },
      });
    } finally {
      await t.database.pool.query(
        'UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE id = $1',
        [id],
      );
    }
    expect((await readiness(t)).status).toBe(200);
  });

  it('is not ready while its database refuses connections, and ready again after', async () => {
    const name = new URL(t.databaseUrl).pathname.slice(1);
    await asAdmin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await asAdmin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
    );
    try {
      expect(await readiness(t)).toEqual({
        status: 503,
        body: { ready: false, migrations: 'unknown', database: 'down', stopping: false },
      });
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await asAdmin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
    expect((await readiness(t)).status).toBe(200);
  });
});

describe('a stopping node', () => {
  it('turns not ready first and keeps serving while it drains, then closes', async () => {
    const node = await createListeningApp({ SHUTDOWN_DRAIN_SECONDS: '1.5' });
    const ready = () => fetch(`${node.baseUrl}/api/health/ready`);
    expect((await ready()).status).toBe(200);

    const startedAt = Date.now();
    const closing = node.close();
    const draining = await ready();
    expect({ status: draining.status, body: await draining.json() }).toEqual({
      status: 503,
      body: { ready: false, migrations: 'done', database: 'up', stopping: true },
    });
    // Other calls are still answered, each asking the client to take its next one elsewhere.
    const version = await fetch(`${node.baseUrl}/api/version`);
    expect(version.status).toBe(200);
    expect(version.headers.get('connection')).toBe('close');

    await closing;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_400);
    await expect(ready()).rejects.toThrow();
  });
});

describe('a call under way when the node begins to stop', () => {
  it('is answered, its connection closed, and the node closes as soon as it is', async () => {
    const node = await createListeningApp({ SHUTDOWN_DRAIN_SECONDS: '0.5' });
    const alex = await registerPlayer(node.app);
    // The profile change waits on a lock the test holds until the drain is over.
    const lock = await node.database.pool.connect();
    await lock.query('BEGIN');
    await lock.query('SELECT 1 FROM players WHERE id = $1 FOR UPDATE', [alex.id]);
    const change = fetch(`${node.baseUrl}/api/players/${alex.id}/profile`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${alex.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Nickname: 'Lex', Gender: 1 }),
    });
    await waitForLockWaiter(lock);

    const closing = node.close();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await lock.query('ROLLBACK');
    lock.release();
    const answer = await change;
    const answeredAt = Date.now();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    await answer.text();
    await closing;
    expect(Date.now() - answeredAt).toBeLessThan(5_000);
  }, 30_000);
});

/** Resolves once another session waits on a lock, as the profile change will. */
async function waitForLockWaiter(client: pg.PoolClient) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await client.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE wait_event_type = 'Lock' AND datname = current_database()`,
    );
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The profile change never waited on the lock.');
}

describe('a server sent SIGTERM', () => {
  it('answers not ready while it drains, then exits cleanly', async () => {
    const database = await createTestDatabase();
    const server = spawnServer({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-signing',
      WEB_DIST: '.tmp/no-web-build',
      SHUTDOWN_DRAIN_SECONDS: '2',
    });
    try {
      await waitUntilHealthy(server, 60_000);
      expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(200);
      server.child.kill('SIGTERM');
      let draining: Response | null = null;
      for (let i = 0; i < 40 && !draining; i++) {
        const reply = await fetch(`${server.baseUrl}/api/health/ready`);
        if (reply.status === 503) draining = reply;
        else await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await draining?.json()).toMatchObject({ ready: false, stopping: true });
      expect((await fetch(`${server.baseUrl}/api/version`)).status).toBe(200);
      expect(await server.exited).toBe(0);
    } finally {
      await server.stop('SIGKILL');
      await database.drop();
    }
  }, 90_000);
});
