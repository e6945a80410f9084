import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { couples } from './accounts';

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
