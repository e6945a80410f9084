import {
  getCoupleSurveyStatus,
  getPlayerResponses,
  getStructure,
  markComplete,
  respondActivity,
  respondOption,
} from '@shared/api/routes/survey';
import {
  compare,
  coupleSummary,
  getActivitiesSummary,
  getSharedSummary,
} from '@shared/api/routes/results';
import { api } from '../../lib/api-client';
import { routeQuery, useRetryableQuery, useRouteMutation } from '../../lib/route-query';

/**
 * What an answer or a submitted survey changes: the player's own progress, the couple's, and
 * everything their results are made of.
 */
const SURVEY_PROGRESS = [
  getPlayerResponses,
  getCoupleSurveyStatus,
  getSharedSummary,
  getActivitiesSummary,
  compare,
  coupleSummary,
];

/**
 * GET /api/survey/structure and GET /api/survey/player-responses, read together for the survey
 * form. The form is built once from them, so this read is its own and never reloads while the
 * survey is open (its saves change only what the other reads show); it is forgotten once the
 * survey is left, so coming back reads afresh.
 */
export const useSurveyFormData = (playerId: string) =>
  useRetryableQuery({
    queryKey: ['survey.form', playerId] as const,
    queryFn: async ({ signal }) => {
      const [structure, responses] = await Promise.all([
        api(getStructure, { signal }),
        api(getPlayerResponses, { signal }),
      ]);
      return { structure, responses };
    },
    staleTime: Infinity,
    gcTime: 0,
  });

/** The player's answers as every read of them is made (the hook below, the dashboard's prefetch). */
export const playerResponsesQuery = () => routeQuery(getPlayerResponses);

/** A couple's survey progress as every read of it is made (the hook below, the prefetch). */
export const coupleSurveyStatusQuery = (coupleId: string) =>
  routeQuery(getCoupleSurveyStatus, { params: { id: coupleId } });

/** GET /api/survey/player-responses: the signed-in player's answers and when they completed. */
export const usePlayerResponses = () => useRetryableQuery(playerResponsesQuery());

/** GET /api/couples/:id/survey-status: both partners' progress; held back outside a couple. */
export const useCoupleSurveyStatus = (coupleId: string | null) =>
  useRetryableQuery({ ...coupleSurveyStatusQuery(coupleId ?? ''), enabled: coupleId !== null });

/** POST /api/survey/respond/option: one general question's answer. */
export const useRespondOption = () =>
  useRouteMutation(respondOption, { invalidates: SURVEY_PROGRESS });

/** POST /api/survey/respond/activity: one activity preference (one side of a clothing item). */
export const useRespondActivity = () =>
  useRouteMutation(respondActivity, { invalidates: SURVEY_PROGRESS });

/** POST /api/survey/mark-complete: Submit Survey (and Update Survey). */
export const useMarkComplete = () =>
  useRouteMutation(markComplete, { invalidates: SURVEY_PROGRESS });
