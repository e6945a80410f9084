import { getJourney, getJourneyProgress, initializeJourney } from '@shared/api/journey';
import { getDailyChallenge, getPendingTask } from '@shared/api/quicktasks';
import { useRouteMutation, useRouteQuery } from '../../lib/route-query';

/** GET /api/couples/{id}/journey: the couple's levels and this player's own boundaries. */
export const useJourney = (coupleId: string) =>
  useRouteQuery(getJourney, { params: { id: coupleId } });

/** GET /api/journey/progress: the current level with its progress and next steps. */
export const useJourneyProgress = (coupleId: string) =>
  useRouteQuery(getJourneyProgress, { query: { coupleId } });

/**
 * POST /api/couples/{id}/journey/initialize: sets the journey up, or adds boundaries and lowers
 * the desired level. The journey, its progress, the daily challenge (there is none before a
 * journey) and the open task (it follows the levels and boundaries) are read again.
 */
export const useInitializeJourney = () =>
  useRouteMutation(initializeJourney, {
    invalidates: [getJourney, getJourneyProgress, getDailyChallenge, getPendingTask],
  });
