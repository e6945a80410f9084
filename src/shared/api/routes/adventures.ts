import { access, describeRoute } from '../define';

export const getExperienceTypes = describeRoute({
  name: 'adventures.types',
  method: 'GET',
  path: '/api/experiences/types',
  access: access.player,
});

export const listExperiences = describeRoute({
  name: 'adventures.list',
  method: 'GET',
  path: '/api/experiences',
  access: access.player,
});

export const generateExperience = describeRoute({
  name: 'adventures.generate',
  method: 'POST',
  path: '/api/experiences/generate',
  // The couple in the body is checked by the service: 404 to anyone outside it.
  access: access.player,
  rateLimit: 'adventure',
  successStatus: 201,
});

export const respondToExperience = describeRoute({
  name: 'adventures.respond',
  method: 'POST',
  path: '/api/experiences/respond',
  access: access.player,
});

export const postponeExperience = describeRoute({
  name: 'adventures.postpone',
  method: 'POST',
  path: '/api/experiences/:id/postpone',
  access: access.player,
});

export const confirmExperience = describeRoute({
  name: 'adventures.confirm',
  method: 'PATCH',
  path: '/api/experiences/:id/confirm',
  access: access.player,
});

export const completeExperience = describeRoute({
  name: 'adventures.complete',
  method: 'POST',
  path: '/api/experiences/:id/complete',
  access: access.player,
});

export const regenerateExperience = describeRoute({
  name: 'adventures.regenerate',
  method: 'POST',
  path: '/api/experiences/regenerate/:id',
  access: access.player,
  rateLimit: 'adventure',
});

export const experienceFeedback = describeRoute({
  name: 'adventures.feedback',
  method: 'POST',
  path: '/api/experiences/:id/feedback',
  access: access.player,
});

export const lastExperience = describeRoute({
  name: 'adventures.last',
  method: 'GET',
  path: '/api/experiences/couple/:id/last',
  access: access.couple('id'),
});
