import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DARE_DIFFICULTIES, DARE_STATUSES } from '../../../shared/domain/dares';
import { couples, players } from './accounts';
import { createdAt } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A dare one partner sent the other (docs/dares.md). The stored status moves Pending →
 * Accepted → Completed → Verified (or Declined, or Expired); an Accepted dare whose
 * `expiresAt` has passed reads Expired before anything stores it.
 */
export const dares = pgTable(
  'dares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    difficulty: text('difficulty', { enum: DARE_DIFFICULTIES }).notNull(),
    /** What verifying it gives the receiver, fixed when it was sent. */
    points: integer('points').notNull(),
    status: text('status', { enum: DARE_STATUSES }).notNull(),
    text: text('text').notNull(),
    /** The built-in catalogue's dare, or null for an external engine's text. */
    templateId: text('template_id'),
    engine: text('engine').notNull(),
    /** When the receiver uncovered the text; before that it is the sender's alone. */
    revealedAt: at('revealed_at'),
    acceptedAt: at('accepted_at'),
    expiresAt: at('expires_at'),
    completedAt: at('completed_at'),
    verifiedAt: at('verified_at'),
    /** When the receiver was told the dare expires soon; once per dare. */
    reminderSentAt: at('reminder_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('dares_couple_time').on(t.coupleId, t.createdAt),
    // The reminder sweep reads only accepted dares not reminded yet.
    index('dares_awaiting_reminder')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'Accepted' and ${t.reminderSentAt} is null`),
  ],
);

/**
 * A candidate offered to a sender (docs/dares.md): kept here, not in a node's memory, so
 * whichever node takes the send finds it, and the text sent is the one offered, never text
 * from the client. Offered candidates of the sender's earlier batch are replaced by a new one.
 */
export const dareOptions = pgTable(
  'dare_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: uuid('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    difficulty: text('difficulty', { enum: DARE_DIFFICULTIES }).notNull(),
    points: integer('points').notNull(),
    text: text('text').notNull(),
    templateId: text('template_id'),
    engine: text('engine').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dare_options_sender').on(t.coupleId, t.senderId)],
);
