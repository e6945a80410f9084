import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { couples, players } from './accounts';

/**
 * A list of choices, kept as its JSON text and stored encrypted (the INTENT_* columns of
 * crypto/encrypted-columns.ts): no default, so every row is written sealed by the intent module.
 */
const textList = (name: string) => text(name).notNull();

/**
 * A player's intent preferences: one row per player, private to that player. Its avoid
 * categories join the couple's boundaries for everything generated. Every choice but the
 * comfort level is stored encrypted for the row's id.
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
