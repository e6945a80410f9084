import { useQueryClient } from '@tanstack/react-query';
import type { CoachSession } from '@shared/api/coach';
import {
  answerSessionQuestion,
  coachChat,
  completeCoachSession,
  generateSessionQuestion,
  getCoachSession,
  listCoachSessions,
  startCoachSession,
} from '@shared/api/routes/coach';
import { getActivityTagCategories } from '@shared/api/routes/journey';
import { getActivitiesSummary } from '@shared/api/routes/results';
import { checkFeature } from '@shared/api/routes/subscription';
import { COACH_FEATURE } from '@shared/domain/coach';
import { routeKey, useRouteMutation, useRouteQuery } from '../../lib/route-query';

/** GET /api/tier-access/check/{coupleId}/coach-iq: whether the couple's plan includes the coach. */
export const useCoachAccess = (coupleId: string) =>
  useRouteQuery(checkFeature, { params: { coupleId, feature: COACH_FEATURE } });

/** GET /api/activity-tags/categories: the topics of the grid. */
export const useCoachTopics = () => useRouteQuery(getActivityTagCategories);

/** GET /api/couples/{id}/activities-summary: what both welcomed, for a guided session. */
export const useWelcomedActivities = (coupleId: string) =>
  useRouteQuery(getActivitiesSummary, { params: { id: coupleId } });

/** POST /api/velvetcoach/chat: the conversation with the coach's answer appended. */
export const useCoachChat = () => useRouteMutation(coachChat);

/** GET /api/velvetcoach/couple/{coupleId}/sessions: both partners' sessions, newest first. */
export const useCoachSessions = (coupleId: string) =>
  useRouteQuery(listCoachSessions, { params: { coupleId } });

/** GET /api/velvetcoach/session/{id}: one of the caller's sessions, with its content. */
export const useCoachSession = (id: string) => useRouteQuery(getCoachSession, { params: { id } });

/**
 * A step of a guided session. Every step answers the whole session: it becomes the cached read
 * of that session at once (no second call to show it), and the list is read again for its status.
 */
function useSessionStep<
  R extends
    | typeof startCoachSession
    | typeof generateSessionQuestion
    | typeof answerSessionQuestion
    | typeof completeCoachSession,
>(route: R) {
  const client = useQueryClient();
  return useRouteMutation(route, {
    invalidates: [listCoachSessions],
    onSuccess: (session: CoachSession) => {
      client.setQueryData(routeKey(getCoachSession, { params: { id: session.id } }), session);
    },
  });
}

/** POST /api/velvetcoach/couple/{coupleId}/session: a new session on an activity both welcomed. */
export const useStartCoachSession = () => useSessionStep(startCoachSession);

/** POST /api/velvetcoach/session/{sessionId}/question: the next question, from the answers so far. */
export const useSessionQuestion = () => useSessionStep(generateSessionQuestion);

/** POST /api/velvetcoach/session/answer: the player's answer to the waiting question. */
export const useAnswerSession = () => useSessionStep(answerSessionQuestion);

/** POST /api/velvetcoach/session/{id}/complete: the closing summary. */
export const useCompleteSession = () => useSessionStep(completeCoachSession);
