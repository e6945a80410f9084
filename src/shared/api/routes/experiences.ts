import { access, describeRoute } from '../define';

export const getExperienceTypes = describeRoute({
  name: 'experiences.types',
  method: 'GET',
  path: '/api/experiences/types',
  access: access.player,
});

export const listExperiences = describeRoute({
  name: 'experiences.list',
  method: 'GET',
  path: '/api/experiences',
  access: access.player,
});

export const generateExperience = describeRoute({
  name: 'experiences.generate',
  method: 'POST',
  path: '/api/experiences/generate',
  // The couple in the body is checked by the service: 404 to anyone outside it.
  access: access.player,
  rateLimit: 'adventure',
  successStatus: 201,
});

export const respondToExperience = describeRoute({
  name: 'experiences.respond',
  method: 'POST',
  path: '/api/experiences/respond',
  access: access.player,
});

export const confirmExperience = describeRoute({
  name: 'experiences.confirm',
  method: 'PATCH',
  path: '/api/experiences/:id/confirm',
  access: access.player,
});

export const completeExperience = describeRoute({
  name: 'experiences.complete',
  method: 'POST',
  path: '/api/experiences/:id/complete',
  access: access.player,
});

export const regenerateExperience = describeRoute({
  name: 'experiences.regenerate',
  method: 'POST',
  path: '/api/experiences/regenerate/:id',
  access: access.player,
  rateLimit: 'adventure',
});

export const experienceFeedback = describeRoute({
  name: 'experiences.feedback',
  method: 'POST',
  path: '/api/experiences/:id/feedback',
  access: access.player,
});

export const lastExperience = describeRoute({
  name: 'experiences.last',
  method: 'GET',
  path: '/api/experiences/couple/:id/last',
  access: access.couple('id'),
});
