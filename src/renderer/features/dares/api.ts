import type { RouteDescriptor } from '../../lib/route-types';
import {
  acceptDare,
  completeDare,
  coupleDares,
  dareOptions,
  dareStatsRoute,
  declineDare,
  generateDare,
  receivedDares,
  revealDare,
  sentDares,
  verifyDare,
} from '@shared/api/routes/dares';
import { getStats } from '@shared/api/routes/gamification';
import { getJourneyProgress } from '@shared/api/routes/journey';
import { list as listNotifications } from '@shared/api/routes/notifications';
import {
  routeQuery,
  useRetryableQuery,
  useRouteMutation,
  useRouteQuery,
} from '../../lib/route-query';

/** What any step of a dare changes: the lists and the dashboard's Dare Stats. */
const DARE_READS: readonly RouteDescriptor[] = [
  coupleDares,
  sentDares,
  receivedDares,
  dareStatsRoute,
];

// Each step notifies the partner; the player's own notifications are read again at the same time.
const dareWrite = { invalidates: [...DARE_READS, listNotifications] };

/**
 * GET /api/dares/couple/{id}: every dare of the couple as the caller may see it, newest first;
 * the partner's steps show by themselves through the live stream (lib/live).
 */
export const useCoupleDares = (coupleId: string) =>
  useRetryableQuery(routeQuery(coupleDares, { params: { id: coupleId } }));

/** GET /api/dares/couple/{id}/stats: sent and completed per partner, totals and points. */
export const useDareStats = (coupleId: string) =>
  useRouteQuery(dareStatsRoute, { params: { id: coupleId } });

/** GET /api/journey/progress: the couple's current level, which caps the difficulty. */
export const useJourneyProgress = (coupleId: string) =>
  useRouteQuery(getJourneyProgress, { query: { coupleId } });

/** POST /api/dares/generate: a new pending dare for the partner. */
export const useGenerateDare = () => useRouteMutation(generateDare, dareWrite);

/** POST /api/dares/options: three candidates of a difficulty; nothing is sent yet. */
export const useDareOptions = () => useRouteMutation(dareOptions);

/** POST /api/dares/{id}/reveal: the receiver uncovers the text. */
export const useRevealDare = () => useRouteMutation(revealDare, dareWrite);

/** POST /api/dares/{id}/accept: the countdown starts. */
export const useAcceptDare = () => useRouteMutation(acceptDare, dareWrite);

/** POST /api/dares/{id}/decline: a final answer. */
export const useDeclineDare = () => useRouteMutation(declineDare, dareWrite);

/** POST /api/dares/{id}/complete: the receiver says it is done; the sender verifies next. */
export const useCompleteDare = () => useRouteMutation(completeDare, dareWrite);

/** POST /api/dares/{id}/verify: points for the receiver, so the scoreboard changes too. */
export const useVerifyDare = () =>
  useRouteMutation(verifyDare, {
    invalidates: [...DARE_READS, getStats, listNotifications],
  });
