import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { couples, players } from './accounts';
import { createdAt } from './columns';

export const coupleInvitations = pgTable(
  'couple_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /**
     * The hash of the single-use token in the invitation link: registering through the link
     * proves the invitee owns the address. Null for invitations sent before links carried one.
     */
    tokenHash: text('token_hash'),
    status: text('status', { enum: ['open', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('couple_invitations_email').on(t.email, t.status),
    // A couple has at most one open invitation at a time.
    uniqueIndex('couple_invitations_one_open')
      .on(t.coupleId)
      .where(sql`${t.status} = 'open'`),
  ],
);
