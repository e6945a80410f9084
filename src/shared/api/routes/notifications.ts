import { access, describeRoute } from '../define';

export const list = describeRoute({
  name: 'notifications.list',
  method: 'GET',
  path: '/api/notifications',
  access: access.player,
});

export const markRead = describeRoute({
  name: 'notifications.markRead',
  method: 'PUT',
  path: '/api/notifications/:id/read',
  access: access.player,
});

export const markAllRead = describeRoute({
  name: 'notifications.markAllRead',
  method: 'PUT',
  path: '/api/notifications/read-all',
  access: access.player,
});

export const clear = describeRoute({
  name: 'notifications.clear',
  method: 'DELETE',
  path: '/api/notifications',
  access: access.player,
});
