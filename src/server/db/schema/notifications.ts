import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { createdAt } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['dare', 'experience', 'challenge', 'milestone', 'message'],
    }).notNull(),
    icon: text('icon').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    actionUrl: text('action_url').notNull(),
    read: boolean('read').notNull().default(false),
    /**
     * The quick task, daily challenge, dare or adventure the notice is about, so that it reads
     * as read once its receiver has acted on that item; null for news about no one item.
     */
    subjectId: uuid('subject_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_player_time').on(t.playerId, t.createdAt),
    index('notifications_player_subject').on(t.playerId, t.subjectId),
  ],
);
