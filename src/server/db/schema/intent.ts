import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { couples, players } from './accounts';

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * A player's intent preferences: one row per player, private to that player. Its avoid
 * categories join the couple's boundaries for everything generated.
 */
export const intents = pgTable('intents', {
  id: uuid('id').primaryKey().defaultRandom(),
  playerId: uuid('player_id')
    .notNull()
    .unique()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** The couple the player was in when saving; kept for the record, never used to share it. */
  coupleId: uuid('couple_id').references(() => couples.id, { onDelete: 'set null' }),
  lookingFor: textList('looking_for'),
  comfortLevel: integer('comfort_level').notNull(),
  focusAreas: textList('focus_areas'),
  comfortZone: text('comfort_zone'),
  avoidCategories: textList('avoid_categories'),
  experienceStyle: textList('experience_style'),
  challengePreference: text('challenge_preference'),
  tonePreference: text('tone_preference'),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
});
