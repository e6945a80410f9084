import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' budgets (docs/rate-limits.md), one row per budget key (a group and a client
 * address or account), in PostgreSQL so every node spends the same budget. The migration makes
 * it UNLOGGED: written on every limited call, it skips the write-ahead log, and a crash that
 * empties it only hands out fresh budgets, as a restart did when they lived in memory.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  /** The SHA-256 (base64url) of the budget's key: its group and the address or account. */
  key: text('key').primaryKey(),
  /** Calls counted in the current window. */
  hits: integer('hits').notNull(),
  /** When the current window ends and the count starts over. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
