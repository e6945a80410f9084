import { useQuery } from '@tanstack/react-query';
import {
  dismissBoundaryPrompt,
  getJourney,
  getJourneyProgress,
  initializeJourney,
  previewBoundary,
} from '@shared/api/routes/journey';
import { list as listNotifications } from '@shared/api/routes/notifications';
import { getDailyChallenge, getPendingTask } from '@shared/api/routes/quicktasks';
import { api } from '../../lib/api-client';
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
 * journey), the open task (it follows the levels and boundaries) and the bell (the prompt to add
 * one's boundaries is answered) are read again.
 */
export const useInitializeJourney = () =>
  useRouteMutation(initializeJourney, {
    invalidates: [
      getJourney,
      getJourneyProgress,
      getDailyChallenge,
      getPendingTask,
      listNotifications,
    ],
  });

/**
 * POST /api/couples/{id}/journey/boundary-prompt/dismiss: "Not now" on the prompt to add one's
 * own boundaries; the journey is read again without it, and the bell's notice reads as read.
 */
export const useDismissBoundaryPrompt = () =>
  useRouteMutation(dismissBoundaryPrompt, {
    invalidates: [getJourney, listNotifications],
  });

/** The cache key of one custom entry's preview: the entry itself, as the server reads it. */
export const boundaryPreviewKey = (boundary: string) => [previewBoundary.name, boundary] as const;

/**
 * POST /api/journey/boundary-preview: the words a custom entry keeps out. It changes nothing
 * and the answer for an entry never changes, so it is read once and kept.
 */
export const useBoundaryPreview = (boundary: string) =>
  useQuery({
    queryKey: boundaryPreviewKey(boundary),
    queryFn: ({ signal }) => api(previewBoundary, { body: { boundary }, signal }),
    staleTime: Infinity,
    retry: false,
  });
