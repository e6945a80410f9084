import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { RepeatingTask } from '../lib/repeating-tasks';

// @fastify/rate-limit's store in PostgreSQL (the UNLOGGED table rate_limit_hits), so every node
// of a deployment spends one budget: with N nodes behind a balancer, a client gets the same
// number of sign-in guesses or invitations as with one. One upsert per counted call; the
// window is fixed from its first call, as the plugin's own in-memory store keeps it.

interface Hit {
  current: number;
  ttl: number;
}
type HitCallback = (error: Error | null, hit?: Hit) => void;

// The window starts over once it has ended; the database's clock decides, so nodes whose clocks
// differ still agree. `h.expires_at` in RETURNING is the row as written.
const COUNT_HIT = `
  INSERT INTO rate_limit_hits AS h (key, hits, expires_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN h.expires_at <= now() THEN 1 ELSE h.hits + 1 END,
    expires_at = CASE WHEN h.expires_at <= now() THEN excluded.expires_at ELSE h.expires_at END
  RETURNING h.hits,
    greatest(0, ceil(extract(epoch FROM h.expires_at - now()) * 1000))::float8 AS ttl_ms`;

const READ_HIT = `
  SELECT hits, greatest(0, ceil(extract(epoch FROM expires_at - now()) * 1000))::float8 AS ttl_ms
  FROM rate_limit_hits WHERE key = $1 AND expires_at > now()`;

type HitRow = { hits: number; ttl_ms: number };

/**
 * A budget's key as stored: its SHA-256, so the table holds no client address or account id
 * in the clear, and a deleted account leaves nothing there that names it.
 */
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/** The store class the plugin's `store` option takes, over `pool`. */
export function databaseRateLimitStore(pool: pg.Pool) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: HitCallback, timeWindow: number): void {
      pool
        .query<HitRow>({
          name: 'rate-limit-hit',
          text: COUNT_HIT,
          values: [storedKey(key), timeWindow],
        })
        .then(({ rows: [row] }) => callback(null, { current: row!.hits, ttl: row!.ttl_ms }))
        .catch((error: Error) => callback(error));
    }

    /** The budget's state without counting a call. */
    read(key: string, callback: HitCallback): void {
      pool
        .query<HitRow>({ name: 'rate-limit-read', text: READ_HIT, values: [storedKey(key)] })
        .then(({ rows: [row] }) =>
          callback(null, row ? { current: row.hits, ttl: row.ttl_ms } : { current: 0, ttl: 0 }),
        )
        .catch((error: Error) => callback(error));
    }

    /** Every route and limiter shares the one table: keys already name their group. */
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

/** Drops budgets whose window has ended, so the table holds only the current ones. */
export function expiredBudgetsSweep(pool: pg.Pool): RepeatingTask {
  return {
    name: 'expired rate-limit budgets sweep',
    everyMs: 10 * 60_000,
    async run() {
      await pool.query('DELETE FROM rate_limit_hits WHERE expires_at <= now()');
    },
  };
}
