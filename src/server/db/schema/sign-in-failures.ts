import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per target account (docs/rate-limits.md), kept in PostgreSQL so every node
 * counts the same failures. Keyed by the email typed, not by an account: an address without
 * an account is held back exactly like one with, so the answer never tells them apart. The
 * email is kept only as a digest, so the table is no list of the addresses people typed.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** Which sign-in: a player's or the staff panel's. */
    kind: text('kind', { enum: ['player', 'staff'] }).notNull(),
    /** The SHA-256 of the email typed, in lower case (hex). */
    emailDigest: text('email_digest').notNull(),
    /** Failures in a row since the last success, or since the count went stale. */
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    /** No attempt is checked before this time. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** When the account's owner was last told about the failures. */
    ownerToldAt: timestamp('owner_told_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.emailDigest] })],
);
