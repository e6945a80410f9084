import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    nickname: text('nickname'),
    gender: smallint('gender').notNull().default(0),
    pronouns: text('pronouns'),
    coupleId: uuid('couple_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('players_email_unique').on(sql`lower(${t.email})`)],
);

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

/** Every email the product sends is written here first; SMTP delivery marks it sent. */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] })
    .notNull()
    .default('pending'),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
