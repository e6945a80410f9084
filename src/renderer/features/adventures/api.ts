import type { RouteDescriptor } from '../../lib/route-types';
import {
  completeExperience,
  confirmExperience,
  experienceFeedback,
  generateExperience,
  getExperienceTypes,
  lastExperience,
  listExperiences,
  postponeExperience,
  regenerateExperience,
  respondToExperience,
} from '@shared/api/routes/adventures';
import { getStats } from '@shared/api/routes/gamification';
import { getCoupleSurveyStatus } from '@shared/api/routes/survey';
import { list as listNotifications } from '@shared/api/routes/notifications';
import {
  routeQuery,
  useRetryableQuery,
  useRouteMutation,
  useRouteQuery,
} from '../../lib/route-query';

/** What any step of an adventure changes: the list and the dashboard's Last Adventure card. */
const ADVENTURE_READS: readonly RouteDescriptor[] = [listExperiences, lastExperience];

// Each step notifies the partner; the player's own notifications are read again at the same time.
const adventureWrite = { invalidates: [...ADVENTURE_READS, listNotifications] };

/**
 * GET /api/experiences: the couple's adventures as the caller may see them, newest first; the
 * partner's steps show by themselves through the live stream (lib/live).
 */
export const useExperiences = () => useRetryableQuery(routeQuery(listExperiences));

/** GET /api/experiences/types: the experience types staff keep. */
export const useExperienceTypes = () => useRouteQuery(getExperienceTypes);

/** GET /api/couples/{id}/survey-status: generating needs both surveys complete. */
export const useSurveyStatus = (coupleId: string) =>
  useRouteQuery(getCoupleSurveyStatus, { params: { id: coupleId } });

/** GET /api/experiences/couple/{id}/last: the couple's latest adventure, or null. */
export const useLastExperience = (coupleId: string) =>
  useRouteQuery(lastExperience, { params: { id: coupleId } });

/** POST /api/experiences/generate: a new draft, led by the caller. */
export const useGenerateExperience = () => useRouteMutation(generateExperience, adventureWrite);

/** PATCH /api/experiences/{id}/confirm: sends the teaser; the draft becomes planned. */
export const useConfirmExperience = () => useRouteMutation(confirmExperience, adventureWrite);

/** POST /api/experiences/regenerate/{id}: a new draft in place of the old one. */
export const useRegenerateExperience = () => useRouteMutation(regenerateExperience, adventureWrite);

/** POST /api/experiences/respond: the other partner accepts or declines. */
export const useRespondToExperience = () => useRouteMutation(respondToExperience, adventureWrite);

/** POST /api/experiences/{id}/postpone: "Not tonight", the adventure comes back tomorrow. */
export const usePostponeExperience = () => useRouteMutation(postponeExperience, adventureWrite);

/** POST /api/experiences/{id}/complete: points and badges; the scoreboard changes too. */
export const useCompleteExperience = () =>
  useRouteMutation(completeExperience, {
    invalidates: [...ADVENTURE_READS, getStats, listNotifications],
  });

/** POST /api/experiences/{id}/feedback: the other partner's reflection. */
export const useExperienceFeedback = () => useRouteMutation(experienceFeedback, adventureWrite);
