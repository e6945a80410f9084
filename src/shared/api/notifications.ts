import { z } from 'zod';
import { messageResponse } from './common';
import { access, defineRoute } from './define';
import { NOTIFICATION_TYPES } from '../domain/notifications';

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  actionUrl: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * Newest first. Replies carry an ETag; a poll sending it back as If-None-Match gets 304 with
 * no body while nothing changed.
 */
export const list = defineRoute({
  name: 'notifications.list',
  method: 'GET',
  path: '/api/notifications',
  access: access.player,
  response: z.array(notificationSchema),
});

export const markRead = defineRoute({
  name: 'notifications.markRead',
  method: 'PUT',
  path: '/api/notifications/:id/read',
  access: access.player,
  params: z.object({ id: z.uuid({ error: 'Invalid notification id.' }) }),
  response: messageResponse,
});

export const markAllRead = defineRoute({
  name: 'notifications.markAllRead',
  method: 'PUT',
  path: '/api/notifications/read-all',
  access: access.player,
  response: messageResponse,
});

export const clear = defineRoute({
  name: 'notifications.clear',
  method: 'DELETE',
  path: '/api/notifications',
  access: access.player,
  response: messageResponse,
});
