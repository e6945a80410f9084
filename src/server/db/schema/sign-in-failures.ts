import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per target account (docs/rate-limits.md), kept in PostgreSQL so every node
 * counts the same failures. Keyed by the email typed, not by an account: an address without
 * an account is held back exactly like one with, so the answer never tells them apart.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** Which sign-in: a player's or the staff panel's. */
    kind: text('kind', { enum: ['player', 'staff'] }).notNull(),
    /** The email typed, in lower case. */
    email: text('email').notNull(),
    /** Failures in a row since the last success, or since the count went stale. */
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    /** No attempt is checked before this time. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** When the account's owner was last told about the failures. */
    ownerToldAt: timestamp('owner_told_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.email] })],
);
