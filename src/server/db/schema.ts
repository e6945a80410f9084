import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
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

// Survey reference data, managed by staff. Rows are retired, never deleted, so players'
// answers keep what they answered; `seedKey` ties a row to the shipped catalogue so seeding
// can add what is new without touching what staff changed.
const referenceColumns = {
  active: boolean('active').notNull().default(true),
  seedKey: text('seed_key'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const surveyCategories = pgTable(
  'survey_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', {
      enum: ['yes_no_maybe', 'feelings_scale', 'multiple_choice', 'rating_scale'],
    }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...referenceColumns,
  },
  (t) => [uniqueIndex('survey_categories_seed_key').on(t.seedKey)],
);

/** A category's answer choices (for multiple-choice categories, the options of its questions). */
export const responseFormats = pgTable(
  'response_formats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => surveyCategories.id),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...referenceColumns,
  },
  (t) => [uniqueIndex('response_formats_seed_key').on(t.seedKey)],
);

/** An option is a question (multiple-choice category) or an activity (yes/no/maybe category). */
export const surveyOptions = pgTable(
  'survey_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => surveyCategories.id),
    questionText: text('question_text').notNull(),
    description: text('description'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    ...referenceColumns,
  },
  (t) => [
    uniqueIndex('survey_options_seed_key').on(t.seedKey),
    index('survey_options_category').on(t.categoryId),
  ],
);

export const experienceTypes = pgTable(
  'experience_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    aiInstruction: text('ai_instruction'),
    ...referenceColumns,
  },
  (t) => [uniqueIndex('experience_types_seed_key').on(t.seedKey)],
);

/** A player's answer to a multiple-choice question: one response format per question. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => surveyOptions.id),
    responseFormatId: uuid('response_format_id')
      .notNull()
      .references(() => responseFormats.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.questionId] })],
);

export const activityAnswers = pgTable(
  'activity_answers',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => surveyOptions.id),
    perspective: text('perspective', { enum: ['self', 'wear', 'see_partner_wear'] }).notNull(),
    preference: text('preference', { enum: ['Yes', 'Maybe', 'No'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.activityId, t.perspective] })],
);

export const surveyCompletions = pgTable('survey_completions', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The generated couple summary, kept until either partner's answers change. */
export const coupleSummaries = pgTable('couple_summaries', {
  coupleId: uuid('couple_id')
    .primaryKey()
    .references(() => couples.id, { onDelete: 'cascade' }),
  summary: text('summary').notNull(),
  /** A fingerprint of both partners' answers the summary was written from. */
  answersFingerprint: text('answers_fingerprint').notNull(),
  engine: text('engine').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff accounts: separate from players, with their own sign-in. Roles: 0 User, 1 Admin, 2 SuperAdmin. */
export const systemUsers = pgTable(
  'system_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdBy: uuid('created_by').references((): AnyPgColumn => systemUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('system_users_email_unique').on(sql`lower(${t.email})`)],
);

/** Who did what in the admin panel: every sign-in, failed sign-in and change. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => systemUsers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    detail: text('detail'),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_time').on(t.createdAt)],
);
