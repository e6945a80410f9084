import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { JOURNEY_LEVELS } from '../../../shared/domain/journey';
import { TASK_TYPES } from '../../../shared/domain/quicktasks';
import { couples, players } from './accounts';
import { createdAt } from './columns';

/** A quick task of a couple: pending, then started, then completed once both confirmed. */
export const quickTasks = pgTable(
  'quick_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    /** The built-in catalogue's template, or null for an external engine's text. */
    templateId: text('template_id'),
    /** Tasks repeat only once every eligible one was shown: each pass is a round. */
    round: integer('round').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    taskType: text('task_type', { enum: TASK_TYPES }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    points: integer('points').notNull(),
    level: text('level', { enum: JOURNEY_LEVELS }).notNull(),
    activityTags: text('activity_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    assignedTo: uuid('assigned_to')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'started', 'completed'] }).notNull(),
    engine: text('engine').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one open task per couple: concurrent generates cannot both land.
    uniqueIndex('quick_tasks_one_open')
      .on(t.coupleId)
      .where(sql`${t.status} in ('pending', 'started')`),
    index('quick_tasks_couple_time').on(t.coupleId, t.createdAt),
  ],
);

/** A partner's confirmation that a started task was done; once per task and player. */
export const quickTaskConfirmations = pgTable(
  'quick_task_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => quickTasks.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quick_task_confirmations_once').on(t.taskId, t.playerId)],
);

/** The couple's challenge of one calendar day, kept so both partners see the same text. */
export const dailyChallenges = pgTable(
  'daily_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    /** The calendar day (YYYY-MM-DD) in the time zone of whoever asked first. */
    day: text('day').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    taskType: text('task_type', { enum: TASK_TYPES }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    level: text('level', { enum: JOURNEY_LEVELS }).notNull(),
    engine: text('engine').notNull(),
    /** Set by the first partner to start it; each partner then marks it done once. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Set when the second partner marks it done, in the transaction that awards its points. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('daily_challenges_couple_day').on(t.coupleId, t.day)],
);

/** A partner's mark that the day's started challenge was done; once per challenge and player. */
export const dailyChallengeCompletions = pgTable(
  'daily_challenge_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => dailyChallenges.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('daily_challenge_completions_once').on(t.challengeId, t.playerId)],
);
