import { z } from 'zod';
import { messageResponse } from './common';
import { defineRoute } from './define';
import { NOTIFICATION_TYPES } from '../domain/notifications';
import * as routes from './routes/notifications';

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  actionUrl: z.string(),
  /** How many notices the line stands for (repeats about one item); 1 when absent. */
  count: z.number().int().positive().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * Newest first. Replies carry an ETag; a poll sending it back as If-None-Match gets 304 with
 * no body while nothing changed.
 */
export const list = defineRoute({
  ...routes.list,
  response: z.array(notificationSchema),
});

export const markRead = defineRoute({
  ...routes.markRead,
  params: z.object({ id: z.uuid({ error: 'Invalid notification id.' }) }),
  response: messageResponse,
});

export const markAllRead = defineRoute({
  ...routes.markAllRead,
  response: messageResponse,
});

export const clear = defineRoute({
  ...routes.clear,
  response: messageResponse,
});
