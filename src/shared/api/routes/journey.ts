import { access, describeRoute } from '../define';

export const dismissBoundaryPrompt = describeRoute({
  name: 'journey.dismissBoundaryPrompt',
  method: 'POST',
  path: '/api/couples/:id/journey/boundary-prompt/dismiss',
  access: access.couple('id'),
});

export const getJourney = describeRoute({
  name: 'journey.get',
  method: 'GET',
  path: '/api/couples/:id/journey',
  access: access.couple('id'),
});

export const initializeJourney = describeRoute({
  name: 'journey.initialize',
  method: 'POST',
  path: '/api/couples/:id/journey/initialize',
  access: access.couple('id'),
});

export const getJourneyProgress = describeRoute({
  name: 'journey.progress',
  method: 'GET',
  path: '/api/journey/progress',
  // The couple is named in the query: the service answers 404 to anyone outside it.
  access: access.player,
});

export const getActivityTagCategories = describeRoute({
  name: 'journey.activityTagCategories',
  method: 'GET',
  path: '/api/activity-tags/categories',
  access: access.player,
});

export const previewBoundary = describeRoute({
  name: 'journey.boundaryPreview',
  method: 'POST',
  path: '/api/journey/boundary-preview',
  access: access.player,
});
