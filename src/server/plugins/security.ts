import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { databaseRateLimitStore } from './database-rate-limit-store';
import { registerSecurityHeaders } from './security-headers';

interface SecurityOptions {
  /** Origins allowed to call the API from a browser, besides the app's own. */
  allowedOrigins: string[];
  authRateLimit: number;
  /** Where the budgets are kept: PostgreSQL, so every node spends the same ones. */
  pool: pg.Pool;
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  registerSecurityHeaders(app);
  await app.register(cors, {
    origin: (origin, callback) => {
      // Same-origin requests and non-browser clients send no Origin header.
      if (!origin || options.allowedOrigins.includes(origin)) return callback(null, true);
      return callback(null, false);
    },
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'If-None-Match'],
    exposedHeaders: ['ETag'],
  });
  // Only routes with a rate-limit group in the contract are limited, by the budgets in
  // rate-limits.ts; `max` here is the authentication group's (AUTH_RATE_LIMIT), shared by
  // login, register and reset so guessing across them costs the same.
  await app.register(rateLimit, {
    global: false,
    max: options.authRateLimit,
    timeWindow: '1 minute',
    store: databaseRateLimitStore(options.pool),
  });
}

export default fp(securityPlugin, { name: 'velvet-security' });
