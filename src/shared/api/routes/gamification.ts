import { access, describeRoute } from '../define';

export const getStats = describeRoute({
  name: 'gamification.stats',
  method: 'GET',
  path: '/api/gamification/couples/:id/stats',
  access: access.couple('id'),
});

export const getBadges = describeRoute({
  name: 'gamification.badges',
  method: 'GET',
  path: '/api/gamification/couples/:id/badges',
  access: access.couple('id'),
});
