import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SESSION_STATUSES } from '../../../shared/domain/coach';
import { couples, players } from './accounts';
import { createdAt } from './columns';
import { surveyOptions } from './survey';

/** A guided coach session: one player's, about an activity both partners welcomed. */
export const coachSessions = pgTable(
  'coach_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => surveyOptions.id),
    /** The activity's name when the session started. */
    activityName: text('activity_name').notNull(),
    status: text('status', { enum: SESSION_STATUSES }).notNull(),
    summary: text('summary'),
    engine: text('engine'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('coach_sessions_couple_time').on(t.coupleId, t.createdAt)],
);

/** One question of a session and, once given, the player's answer. */
export const coachSessionQuestions = pgTable(
  'coach_session_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => coachSessions.id, { onDelete: 'cascade' }),
    /** 1 for the first question, then 2, 3, … */
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer'),
    askedAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('coach_session_questions_order').on(t.sessionId, t.position)],
);
