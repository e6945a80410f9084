import { boolean, text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Survey reference data, managed by staff. Rows are retired, never deleted, so players'
 * answers keep what they answered; `seedKey` ties a row to the shipped catalogue so seeding
 * can add what is new without touching what staff changed.
 */
export const referenceColumns = () => ({
  active: boolean('active').notNull().default(true),
  seedKey: text('seed_key'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
