import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { couples, players } from './accounts';
import { createdAt } from './columns';

export const subscriptions = pgTable('subscriptions', {
  coupleId: uuid('couple_id')
    .primaryKey()
    .references(() => couples.id, { onDelete: 'cascade' }),
  tier: text('tier', { enum: ['Trial', 'Basic', 'Premium'] }).notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
  /** End of the paid period; null while on the trial. */
  paidUntil: timestamp('paid_until', { withTimezone: true }),
  /**
   * The player who chose the paid plan (the last to choose or renew it): when the couple ends,
   * the plan stays with them (docs/tiers.md).
   */
  chosenBy: uuid('chosen_by').references(() => players.id, { onDelete: 'set null' }),
  /** When the "trial ending" notification went out, so it goes out once. */
  trialWarningSentAt: timestamp('trial_warning_sent_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A paid plan a player keeps between couples: written when their couple ends with time left on
 * the plan they chose, and moved onto their next couple when they create or join one.
 */
export const carriedPlans = pgTable('carried_plans', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  tier: text('tier', { enum: ['Basic', 'Premium'] }).notNull(),
  paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
