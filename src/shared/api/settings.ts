import { z } from 'zod';
import { access, defineRoute } from './define';

export const notificationSettings = z.object({
  receiveEmailNotifications: z.boolean({
    error: 'receiveEmailNotifications must be true or false.',
  }),
});

export const getNotificationSettings = defineRoute({
  name: 'settings.getNotificationSettings',
  method: 'GET',
  path: '/api/settings/notifications',
  access: access.player,
  response: notificationSettings,
});

export const updateNotificationSettings = defineRoute({
  name: 'settings.updateNotificationSettings',
  method: 'PUT',
  path: '/api/settings/notifications',
  access: access.player,
  body: notificationSettings,
  response: notificationSettings,
});
