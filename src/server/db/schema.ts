import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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
    coupleId: uuid('couple_id').references((): AnyPgColumn => couples.id, { onDelete: 'set null' }),
    receiveEmailNotifications: boolean('receive_email_notifications').notNull().default(true),
    /**
     * Bumped in the same transaction as any change to this player's notifications or couple,
     * so a poll can answer "nothing changed" from this number alone.
     */
    changeVersion: bigint('change_version', { mode: 'number' }).notNull().default(0),
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
  status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'logged'] })
    .notNull()
    .default('pending'),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** A couple: player 1 invited player 2. An ended couple keeps its row but no players point to it. */
export const couples = pgTable('couples', {
  id: uuid('id').primaryKey().defaultRandom(),
  player1Id: uuid('player1_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  player2Id: uuid('player2_id').references(() => players.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

export const coupleInvitations = pgTable(
  'couple_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('couple_invitations_email').on(t.email, t.status),
    // A couple has at most one open invitation at a time.
    uniqueIndex('couple_invitations_one_open')
      .on(t.coupleId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['dare', 'experience', 'challenge', 'milestone', 'message'],
    }).notNull(),
    icon: text('icon').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    actionUrl: text('action_url').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_player_time').on(t.playerId, t.createdAt)],
);

export const subscriptions = pgTable('subscriptions', {
  coupleId: uuid('couple_id')
    .primaryKey()
    .references(() => couples.id, { onDelete: 'cascade' }),
  tier: text('tier', { enum: ['Trial', 'Basic', 'Premium'] }).notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
  /** End of the paid period; null while on the trial. */
  paidUntil: timestamp('paid_until', { withTimezone: true }),
  /** When the "trial ending" notification went out, so it goes out once. */
  trialWarningSentAt: timestamp('trial_warning_sent_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
