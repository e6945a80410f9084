import { access, describeRoute } from '../define';

export const getPendingTask = describeRoute({
  name: 'quicktasks.pending',
  method: 'GET',
  path: '/api/quicktasks/couple/:id/pending',
  access: access.couple('id'),
});

export const generateTask = describeRoute({
  name: 'quicktasks.generate',
  method: 'POST',
  path: '/api/quicktasks/couple/:id/generate',
  access: access.couple('id'),
  successStatus: 201,
});

export const startTask = describeRoute({
  name: 'quicktasks.start',
  method: 'PUT',
  path: '/api/quicktasks/:id/start',
  // The task's couple is checked by the service: 404 to anyone outside it.
  access: access.player,
});

export const confirmTask = describeRoute({
  name: 'quicktasks.confirm',
  method: 'PUT',
  path: '/api/quicktasks/:id/confirm',
  access: access.player,
});

export const getDailyChallenge = describeRoute({
  name: 'quicktasks.dailyChallenge',
  method: 'GET',
  path: '/api/quicktasks/couple/:id/daily-challenge',
  access: access.couple('id'),
});

export const startDailyChallenge = describeRoute({
  name: 'quicktasks.dailyChallenge.start',
  method: 'POST',
  path: '/api/quicktasks/couple/:id/daily-challenge/start',
  access: access.couple('id'),
});

export const completeDailyChallenge = describeRoute({
  name: 'quicktasks.dailyChallenge.complete',
  method: 'POST',
  path: '/api/quicktasks/couple/:id/daily-challenge/complete',
  access: access.couple('id'),
});
