import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { JOURNEY_LEVELS } from '../../../shared/domain/journey';
import { couples, players } from './accounts';
import { createdAt } from './columns';

/** A couple's journey: where it started and how far it wants to go (docs/journey-and-play.md). */
export const journeys = pgTable('journeys', {
  id: uuid('id').primaryKey().defaultRandom(),
  coupleId: uuid('couple_id')
    .notNull()
    .unique('journeys_couple_unique')
    .references(() => couples.id, { onDelete: 'cascade' }),
  startingLevel: text('starting_level', { enum: JOURNEY_LEVELS }).notNull(),
  desiredLevel: text('desired_level', { enum: JOURNEY_LEVELS }).notNull(),
  createdAt: createdAt(),
});

/**
 * One partner's hard boundary in a couple: private to that partner, like a No. The boundary is
 * stored encrypted (HARD_BOUNDARY), so no index can keep it unique: the journey keeps a
 * partner's boundaries free of duplicates, under its row lock.
 */
export const hardBoundaries = pgTable(
  'hard_boundaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    boundary: text('boundary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('hard_boundaries_player').on(t.coupleId, t.playerId)],
);

/**
 * Each partner's answer to the journey's boundaries: `added` once they set the journey up or
 * added to their boundaries (even none), `dismissed` when they waved off the prompt to add
 * theirs. A partner without a row while the other has one is asked to add their own
 * (docs/journey-and-play.md). Says nothing of what the boundaries are.
 */
export const boundaryReplies = pgTable(
  'journey_boundary_replies',
  {
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    reply: text('reply', { enum: ['added', 'dismissed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.coupleId, t.playerId] })],
);
