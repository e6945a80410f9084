import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { couples, players } from './accounts';
import { createdAt } from './columns';

/**
 * Points one player earned from one completed piece of play. Quick tasks, daily challenges,
 * and later adventures and verified dares, all feed this one table: a player's score is its
 * sum, and the couple's streaks count the calendar days it has rows on.
 */
export const scoreEvents = pgTable(
  'score_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    source: text('source', {
      enum: ['quicktask', 'daily-challenge', 'adventure', 'dare'],
    }).notNull(),
    sourceId: uuid('source_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Points are awarded once per piece of play and player, whatever races.
    uniqueIndex('score_events_once').on(t.source, t.sourceId, t.playerId),
    index('score_events_couple_time').on(t.coupleId, t.occurredAt),
  ],
);

/** A streak milestone the couple was told about: each is announced once. */
export const streakMilestones = pgTable(
  'streak_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('streak_milestones_once').on(t.coupleId, t.days)],
);
