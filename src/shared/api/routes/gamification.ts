import { access, describeRoute } from '../define';

export const getStats = describeRoute({
  name: 'gamification.stats',
  method: 'GET',
  path: '/api/gamification/couples/:id/stats',
  access: access.couple('id'),
});
