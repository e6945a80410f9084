import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    nickname: text('nickname'),
    gender: smallint('gender').notNull().default(0),
    /** The player's own words, kept only while the gender is "prefer to self-describe" (4). */
    genderDescription: text('gender_description'),
    pronouns: text('pronouns'),
    coupleId: uuid('couple_id').references((): AnyPgColumn => couples.id, { onDelete: 'set null' }),
    receiveEmailNotifications: boolean('receive_email_notifications').notNull().default(true),
    /**
     * Discreet mode: notifications and their emails are read and sent without what they are
     * about (docs/accounts.md). The stored texts stay whole, so turning it off shows them again.
     */
    discreetMode: boolean('discreet_mode').notNull().default(false),
    /**
     * Bumped in the same transaction as any change to this player's notifications or couple,
     * so a poll can answer "nothing changed" from this number alone.
     */
    changeVersion: bigint('change_version', { mode: 'number' }).notNull().default(0),
    /** When the player proved they own the email; null until then (docs/accounts.md). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Every player token carries the version it was issued under: bumping it (sign-out,
     * password reset or change) ends every token issued before.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('players_email_unique').on(sql`lower(${t.email})`)],
);

/**
 * A couple: player 1 invited player 2. An ended couple keeps its row but no players point to it.
 * It lives beside players rather than in couples.ts because each table references the other,
 * and one file keeps the schema's imports free of a cycle.
 */
export const couples = pgTable('couples', {
  id: uuid('id').primaryKey().defaultRandom(),
  player1Id: uuid('player1_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  player2Id: uuid('player2_id').references(() => players.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** Compliance log: kept even when an account's other data is deleted, so it has no foreign key. */
export const ageVerifications = pgTable(
  'age_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    isAge18Plus: boolean('is_age_18_plus').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('age_verifications_email_time').on(t.email, t.createdAt)],
);

/** Compliance log, like age_verifications. */
export const disclaimerAgreements = pgTable(
  'disclaimer_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    agreed: boolean('agreed').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('disclaimer_agreements_email_time').on(t.email, t.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash').on(t.tokenHash)],
);

/** A single-use link that proves a player owns their email (docs/accounts.md). */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_hash').on(t.tokenHash),
    index('email_verification_tokens_player').on(t.playerId),
  ],
);
