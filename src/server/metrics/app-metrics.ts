import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { collectProcessMetrics, processRegistry } from './process-metrics';

/** Every state an email in the outbox can be in, so a state with none reads 0, not missing. */
const OUTBOX_STATES = outbox.status.enumValues;

/** A request no route matched, counted under one label rather than one per raw URL. */
const UNMATCHED = 'unmatched';

export interface AppMetrics {
  /** This app's metrics and the process's, in Prometheus text format. */
  registry: Registry;
  /** Counts one answered request; an `onResponse` hook. */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * One app's metrics: its requests, its database pool and the mail outbox it reads, beside the
 * process's (process-metrics.ts). Built only when metrics are served.
 */
export function createAppMetrics(db: Database, pool: pg.Pool): AppMetrics {
  collectProcessMetrics();
  const registry = new Registry();
  const requests = new Counter({
    name: 'velvet_http_requests_total',
    help: 'Answered HTTP requests, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'velvet_http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by route pattern and method.',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'velvet_db_pool_connections',
    help: 'Connections of the database pool: total open, idle, and callers waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'velvet_mail_outbox_emails',
    help: 'Emails in the mail outbox, by state (pending, sending, sent, failed, logged).',
    labelNames: ['status'],
    registers: [registry],
    // Read at each scrape: every node sees the one outbox, so any node can report it.
    async collect() {
      const result = await db.execute<{ status: string; emails: number }>(
        sql`SELECT status, count(*)::int AS emails FROM ${outbox} GROUP BY status`,
      );
      const counts = new Map(result.rows.map((row) => [row.status, row.emails]));
      for (const status of OUTBOX_STATES) this.set({ status }, counts.get(status) ?? 0);
    },
  });
  return {
    registry: Registry.merge([processRegistry, registry]),
    observe(request, reply) {
      const route = request.routeOptions.url ?? UNMATCHED;
      const method = request.method;
      requests.inc({ route, method, status: reply.statusCode });
      latency.observe({ route, method }, reply.elapsedTime / 1000);
    },
  };
}
