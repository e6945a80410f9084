import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { couples } from './accounts';
import { createdAt } from './columns';

export const subscriptions = pgTable('subscriptions', {
  coupleId: uuid('couple_id')
    .primaryKey()
    .references(() => couples.id, { onDelete: 'cascade' }),
  tier: text('tier', { enum: ['Trial', 'Basic', 'Premium'] }).notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
  /** End of the paid period; null while on the trial. */
  paidUntil: timestamp('paid_until', { withTimezone: true }),
  /** When the "trial ending" notification went out, so it goes out once. */
  trialWarningSentAt: timestamp('trial_warning_sent_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
