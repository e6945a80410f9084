import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The recent changes each player's open screens are told about (docs/live-updates.md). The
 * id is the event id every node's stream sends, so a client reconnecting to any node resumes
 * after the last one it saw; rows are pruned after a few minutes, and a client asking for
 * older ones is told to reload everything instead.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The players whose screens show the change: the actor and their partner. */
    playerIds: uuid('player_ids').array().notNull(),
    /** The areas that changed (src/shared/domain/live-topics.ts). */
    topics: text('topics').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_at').on(t.createdAt)],
);
