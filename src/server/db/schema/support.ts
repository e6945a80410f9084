import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { systemUsers } from './admin';
import { createdAt } from './columns';

/** A message sent through the contact form, kept for staff to read in the panel. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The signed-in player who sent it; null for a visitor (or once the account is gone). */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => systemUsers.id, { onDelete: 'set null' }),
  },
  (t) => [index('support_messages_time').on(t.createdAt)],
);
