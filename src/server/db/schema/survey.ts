import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { couples, players } from './accounts';
import { referenceColumns } from './columns';

export const surveyCategories = pgTable(
  'survey_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', {
      enum: ['yes_no_maybe', 'feelings_scale', 'multiple_choice', 'rating_scale'],
    }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...referenceColumns(),
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
    ...referenceColumns(),
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
    ...referenceColumns(),
  },
  (t) => [
    uniqueIndex('survey_options_seed_key').on(t.seedKey),
    index('survey_options_category').on(t.categoryId),
  ],
);

export const adventureTypes = pgTable(
  'experience_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    aiInstruction: text('ai_instruction'),
    ...referenceColumns(),
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
    /**
     * The chosen response format's id, encrypted for its row (QUESTION_ANSWER): read it through
     * the survey module. Ciphertext references nothing, so no foreign key: reads skip a format
     * that is gone or retired.
     */
    responseFormatId: text('response_format_id').notNull(),
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
    /** Yes, Maybe or No, encrypted for its row (ACTIVITY_PREFERENCE): read it through the survey module. */
    preference: text('preference').notNull(),
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

/**
 * A couple's last completed round: both partners' activity answers as they were when both had
 * completed. Results read it while either partner is answering a new round, so changing one's
 * own answers never shows the partner's answers against them before both complete again.
 */
export const roundSnapshots = pgTable('survey_round_snapshots', {
  coupleId: uuid('couple_id')
    .primaryKey()
    .references(() => couples.id, { onDelete: 'cascade' }),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roundSnapshotAnswers = pgTable(
  'survey_round_snapshot_answers',
  {
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => roundSnapshots.coupleId, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => surveyOptions.id),
    perspective: text('perspective', { enum: ['self', 'wear', 'see_partner_wear'] }).notNull(),
    /** Yes, Maybe or No, encrypted for its row (SNAPSHOT_PREFERENCE). */
    preference: text('preference').notNull(),
  },
  (t) => [primaryKey({ columns: [t.coupleId, t.playerId, t.activityId, t.perspective] })],
);

/** When a player last started a new round (changed answers after completing): one per 7 days. */
export const surveyRoundStarts = pgTable('survey_round_starts', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/**
 * A player who changed answers after completing while not in a couple of two, having been in
 * one before: the next couple they form must complete the survey together again before its
 * results show anything.
 */
export const surveyChangesApart = pgTable('survey_changes_apart', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});
