import { access, describeRoute } from '../define';

export const coachChat = describeRoute({
  name: 'coach.chat',
  method: 'POST',
  path: '/api/velvetcoach/chat',
  access: access.player,
});

export const startCoachSession = describeRoute({
  name: 'coach.startSession',
  method: 'POST',
  path: '/api/velvetcoach/couple/:coupleId/session',
  access: access.couple('coupleId'),
  successStatus: 201,
});

export const generateSessionQuestion = describeRoute({
  name: 'coach.question',
  method: 'POST',
  path: '/api/velvetcoach/session/:sessionId/question',
  access: access.player,
});

export const answerSessionQuestion = describeRoute({
  name: 'coach.answer',
  method: 'POST',
  path: '/api/velvetcoach/session/answer',
  access: access.player,
});

export const completeCoachSession = describeRoute({
  name: 'coach.complete',
  method: 'POST',
  path: '/api/velvetcoach/session/:id/complete',
  access: access.player,
});

export const getCoachSession = describeRoute({
  name: 'coach.session',
  method: 'GET',
  path: '/api/velvetcoach/session/:id',
  access: access.player,
});

export const listCoachSessions = describeRoute({
  name: 'coach.sessions',
  method: 'GET',
  path: '/api/velvetcoach/couple/:coupleId/sessions',
  access: access.couple('coupleId'),
});
