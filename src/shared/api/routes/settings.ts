import { access, describeRoute } from '../define';

export const getNotificationSettings = describeRoute({
  name: 'settings.getNotificationSettings',
  method: 'GET',
  path: '/api/settings/notifications',
  access: access.player,
});

export const updateNotificationSettings = describeRoute({
  name: 'settings.updateNotificationSettings',
  method: 'PUT',
  path: '/api/settings/notifications',
  access: access.player,
});
