import { access, describeRoute } from '../define';

export const compare = describeRoute({
  name: 'results.compare',
  method: 'POST',
  path: '/api/ynm/compare',
  access: access.player,
});

export const coupleSummary = describeRoute({
  name: 'results.coupleSummary',
  method: 'POST',
  path: '/api/aichat/couple-summary',
  access: access.player,
  rateLimit: 'summary',
});

export const getSharedSummary = describeRoute({
  name: 'results.getSharedSummary',
  method: 'GET',
  path: '/api/couples/:id/shared-summary',
  access: access.couple('id'),
});

export const getActivitiesSummary = describeRoute({
  name: 'results.getActivitiesSummary',
  method: 'GET',
  // The screens call this parameter coupleProfileId; it is the couple's id like in its siblings.
  path: '/api/couples/:id/activities-summary',
  access: access.couple('id'),
});
