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
    createdAt: createdAt(),
  },
  (t) => [index('notifications_player_time').on(t.playerId, t.createdAt)],
);
