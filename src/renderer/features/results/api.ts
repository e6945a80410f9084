import {
  compare,
  coupleSummary,
  getActivitiesSummary,
  getSharedSummary,
} from '@shared/api/routes/results';
import { getCoupleSurveyStatus } from '@shared/api/routes/survey';
import { api } from '../../lib/api-client';
import { useRetryableQuery, useRouteQuery } from '../../lib/route-query';

/** GET /api/couples/:id/shared-summary: the Both Yes, Both Maybe and Yes/Maybe counts. */
export const useSharedSummary = (coupleId: string) =>
  useRouteQuery(getSharedSummary, { params: { id: coupleId } });

/** GET /api/couples/:id/activities-summary: what both partners want to explore. */
export const useActivitiesSummary = (coupleId: string) =>
  useRouteQuery(getActivitiesSummary, { params: { id: coupleId } });

/** GET /api/couples/:id/survey-status: whether the results show the last completed round. */
export const useCoupleSurveyStatus = (coupleId: string) =>
  useRouteQuery(getCoupleSurveyStatus, { params: { id: coupleId } });

/*
 * The two results reads are POSTs whose couple is in the body (or in the token), which a
 * route's key leaves out: the couple joins the key here, so another couple's results never show.
 */

/** POST /api/ynm/compare: the couple's matches and their counts. */
export const useCompare = (coupleId: string) =>
  useRetryableQuery({
    queryKey: [compare.name, { coupleId }] as const,
    queryFn: ({ signal }) => api(compare, { body: { coupleId }, signal }),
  });

/** POST /api/aichat/couple-summary: the relationship summary written for the couple. */
export const useCoupleSummary = (coupleId: string) =>
  useRetryableQuery({
    queryKey: [coupleSummary.name, { coupleId }] as const,
    queryFn: ({ signal }) => api(coupleSummary, { body: {}, signal }),
  });
