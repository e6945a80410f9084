import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client';
import { notFound, unauthorized } from '../lib/http-error';
import { createAppMetrics, type AppMetrics } from '../metrics/app-metrics';

// GET /metrics in Prometheus text format (docs/operations.md#metrics). Off unless configured:
// with METRICS_TOKEN on the API's own port for a bearer of that token; with METRICS_PORT on a
// listener of its own bound to 127.0.0.1, for a scraper on the same machine, without a token.

const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  db: Database;
  pool: pg.Pool;
  token: string | null;
  port: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the separate metrics listener (METRICS_PORT) listens, once ready; else null. */
    metricsAddress(): AddressInfo | null;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries the token; compared in constant time. */
function bearsToken(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (\S+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

export async function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  let listener: Server | null = null;
  app.decorate('metricsAddress', () => (listener?.address() as AddressInfo | null) ?? null);
  if (options.token === null && options.port === null) {
    // Off: nothing is measured, and the path is a plain 404 rather than the web app's shell.
    app.get(METRICS_PATH, async () => {
      throw notFound();
    });
    return;
  }
  const metrics = createAppMetrics(options.db, options.pool);
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));

  const expected = options.token === null ? null : digest(options.token);
  app.get(METRICS_PATH, async (request, reply) => {
    if (!expected) throw notFound();
    if (!bearsToken(request.headers.authorization, expected))
      throw unauthorized('A valid metrics token is required.');
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });

  if (options.port !== null) {
    const port = options.port;
    app.addHook('onReady', async () => {
      listener = await listenOnLoopback(port, metrics);
      app.log.info({ port: (listener.address() as AddressInfo).port }, 'metrics on 127.0.0.1');
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) =>
        listener ? listener.close(() => resolve()) : resolve(),
      );
    });
  }
}

/** A bare HTTP listener on 127.0.0.1 that answers GET /metrics and nothing else. */
async function listenOnLoopback(port: number, metrics: AppMetrics): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed.'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
