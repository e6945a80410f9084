import { z } from 'zod';
import { defineRoute } from './define';
import * as routes from './routes/settings';

const receiveEmailNotifications = z.boolean({
  error: 'receiveEmailNotifications must be true or false.',
});
/** Notifications and their emails without what they are about (docs/accounts.md). */
const discreetMode = z.boolean({ error: 'must be true or false.' });

export const notificationSettings = z.object({ receiveEmailNotifications, discreetMode });
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const getNotificationSettings = defineRoute({
  ...routes.getNotificationSettings,
  response: notificationSettings,
});

/**
 * Changes the settings it names and keeps the others, so each switch sends only its own (and a
 * client that knows only receiveEmailNotifications keeps working).
 */
export const updateNotificationSettings = defineRoute({
  ...routes.updateNotificationSettings,
  body: z
    .object({
      receiveEmailNotifications: receiveEmailNotifications.optional(),
      discreetMode: discreetMode.optional(),
    })
    .refine(
      (body) => body.receiveEmailNotifications !== undefined || body.discreetMode !== undefined,
      { error: 'Send receiveEmailNotifications or discreetMode as true or false.' },
    ),
  response: notificationSettings,
});
