import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardContent } from '../../src/server/content/create-engine';
import type { ContentEngine } from '../../src/server/content/engine';
import { recordBackup } from '../../src/server/metrics/process-metrics';
import { Scrape } from '../support/server/metrics-scrape';
import { bearer, registerPlayer } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

// GET /metrics as a Prometheus server scrapes it: parsed by a Prometheus text-format parser,
// on the real app with its real database.

const TOKEN = 'metrics-token-for-the-tests-0123456789';

async function scrape(t: TestApp): Promise<Scrape> {
  const reply = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return new Scrape(reply.body);
}

describe('metrics with a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t?.close());

  it('refuses a scrape without the token, or with another', async () => {
    for (const headers of [{}, bearer('not-the-metrics-token-at-all'), { authorization: TOKEN }]) {
      const reply = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect({ status: reply.statusCode, body: reply.json() }).toEqual({
        status: 401,
        body: { message: 'A valid metrics token is required.' },
      });
    }
  });

  it('counts requests by route pattern, method and status, with their latency', async () => {
    const player = await registerPlayer(t.app);
    const route = { route: '/api/players/:id', method: 'GET' };
    const before = await scrape(t);
    for (let i = 0; i < 3; i++) {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/players/${player.id}`,
        headers: bearer(player.token),
      });
      expect(reply.statusCode).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: `/api/players/${player.id}` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/42' });
    const after = await scrape(t);

    const requests = (labels: Record<string, string>) =>
      after.value('velvet_http_requests_total', labels) -
      before.value('velvet_http_requests_total', labels);
    expect(requests({ ...route, status: '200' })).toBe(3);
    expect(requests({ ...route, status: '401' })).toBe(1);
    expect(requests({ route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
    // Labelled by the pattern, never by the raw URL, so a scrape's size does not grow with ids.
    const urls = after
      .family('velvet_http_requests_total')
      .metrics.map((metric) => metric.labels?.route);
    expect(urls.filter((url) => url?.includes(player.id))).toEqual([]);

    const latency = 'velvet_http_request_duration_seconds';
    expect(after.observations(latency, route) - before.observations(latency, route)).toBe(4);
  });

  it('reports the database pool and the mail outbox', async () => {
    const before = await scrape(t);
    // Registering sends a verification email through the outbox.
    await registerPlayer(t.app);
    const after = await scrape(t);
    expect(after.value('velvet_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(after.family('velvet_db_pool_connections').metrics).toHaveLength(3);
    const outbox = (scrape: Scrape) =>
      ['pending', 'sending', 'sent', 'failed', 'logged']
        .map((status) => scrape.value('velvet_mail_outbox_emails', { status }))
        .reduce((sum, emails) => sum + emails, 0);
    expect(outbox(after)).toBeGreaterThan(outbox(before));
    const statuses = after
      .family('velvet_mail_outbox_emails')
      .metrics.map((metric) => metric.labels?.status);
    expect(statuses).toEqual(expect.arrayContaining(['pending', 'sent', 'failed']));
  });

  it('counts the boundary guard refusals by generator', async () => {
    const before = await scrape(t);
    const write = async () => 'Try some spanking tonight.';
    const notUsed = () => Promise.reject(new Error('not used'));
    const engine = (name: string): ContentEngine => ({
      name,
      coupleSummary: write,
      quickTask: notUsed,
      dailyChallenge: notUsed,
      adventure: notUsed,
      dare: notUsed,
      coachReply: notUsed,
      coachQuestion: notUsed,
      coachSessionSummary: notUsed,
    });
    const content = guardContent(
      { builtIn: engine('built-in'), configured: engine('remote') },
      { warn: () => undefined },
    );
    await content.coupleSummary(
      {
        coupleId: 'c1',
        player1Name: 'Avery',
        player2Name: 'Blake',
        matches: [],
        conflictCount: 0,
      },
      { refusedActivities: ['Spanking'] },
    );
    const after = await scrape(t);
    const refusals = (scrape: Scrape) =>
      scrape.value('velvet_guard_refusals_total', { generator: 'couple_summary' });
    // The configured engine's summary is refused, then the built-in one's line is dropped.
    expect(refusals(after) - refusals(before)).toBe(2);
  });

  it('reports when the last backup succeeded', async () => {
    const before = Date.now() / 1000;
    recordBackup(false);
    const failed = await scrape(t);
    recordBackup(true);
    const after = await scrape(t);
    expect(after.value('velvet_backup_last_success_timestamp_seconds')).toBeGreaterThanOrEqual(
      Math.floor(before),
    );
    expect(
      after.value('velvet_backup_failures_total') - failed.value('velvet_backup_failures_total'),
    ).toBe(0);
    expect(failed.value('velvet_backup_failures_total')).toBeGreaterThanOrEqual(1);
  });

  it('reports the process and its event loop', async () => {
    const metrics = await scrape(t);
    expect(metrics.value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(metrics.family('nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
  });
});

describe('metrics off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers /metrics with a 404', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect({ status: reply.statusCode, body: reply.json() }).toEqual({
      status: 404,
      body: { message: 'Not found.' },
    });
  });
});

describe('metrics on their own port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_PORT: '0' });
  });
  afterAll(async () => t?.close());

  it('serves them on 127.0.0.1 without a token, and not on the API port', async () => {
    const address = t.app.metricsAddress();
    expect(address?.address).toBe('127.0.0.1');
    await t.app.inject({ method: 'GET', url: '/api/version' });
    const reply = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
    expect(reply.status).toBe(200);
    const metrics = new Scrape(await reply.text());
    expect(
      metrics.value('velvet_http_requests_total', { route: '/api/version', status: '200' }),
    ).toBe(1);

    const onApi = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(onApi.statusCode).toBe(404);
    expect((await fetch(`http://127.0.0.1:${address!.port}/api/version`)).status).toBe(404);
  });
});
