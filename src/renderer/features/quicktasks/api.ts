import type { RouteDescriptor } from '../../lib/route-types';
import { getStats } from '@shared/api/routes/gamification';
import { getJourneyProgress } from '@shared/api/routes/journey';
import {
  completeDailyChallenge,
  confirmTask,
  generateTask,
  getDailyChallenge,
  getPendingTask,
  startDailyChallenge,
  startTask,
} from '@shared/api/routes/quicktasks';
import { list as listNotifications } from '@shared/api/routes/notifications';
import { routeQuery, useRetryableQuery, useRouteMutation } from '../../lib/route-query';
import { browserTimeZone } from '../../lib/time-zone';

/**
 * What a task changing touches: the open task, the scoreboard, the journey's progress, and the
 * player's own notifications (a step can clear one, such as "your turn to confirm").
 */
const TASK_READS: readonly RouteDescriptor[] = [
  getPendingTask,
  getStats,
  getJourneyProgress,
  listNotifications,
];

const taskWrite = { invalidates: TASK_READS };

/**
 * GET /api/quicktasks/couple/{id}/pending: the couple's one open task, or null. The partner's
 * confirmation shows without a reload: the live stream invalidates it (lib/live).
 */
export const usePendingTask = (coupleId: string) =>
  useRetryableQuery(routeQuery(getPendingTask, { params: { id: coupleId } }));

/**
 * GET /api/quicktasks/couple/{id}/daily-challenge: today's challenge on the player's calendar,
 * read again when the live stream says the partner marked it done.
 */
export const useDailyChallenge = (coupleId: string) =>
  useRetryableQuery(
    routeQuery(getDailyChallenge, {
      params: { id: coupleId },
      query: { timeZone: browserTimeZone() },
    }),
  );

/** What the daily challenge changing touches: itself, the scoreboard and the notifications. */
const challengeWrite = { invalidates: [getDailyChallenge, getStats, listNotifications] };

/** POST /api/quicktasks/couple/{id}/daily-challenge/start. */
export const useStartDailyChallenge = () => useRouteMutation(startDailyChallenge, challengeWrite);

/** POST /api/quicktasks/couple/{id}/daily-challenge/complete: completed once both marked it. */
export const useCompleteDailyChallenge = () =>
  useRouteMutation(completeDailyChallenge, challengeWrite);

/** POST /api/quicktasks/couple/{id}/generate: a new task at the couple's journey level. */
export const useGenerateTask = () => useRouteMutation(generateTask, taskWrite);

/** PUT /api/quicktasks/{id}/start. */
export const useStartTask = () => useRouteMutation(startTask, taskWrite);

/** PUT /api/quicktasks/{id}/confirm: completed once both partners confirmed. */
export const useConfirmTask = () => useRouteMutation(confirmTask, taskWrite);
