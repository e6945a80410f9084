import { getBadges, getStats } from '@shared/api/routes/gamification';
import { useRouteQuery } from '../../lib/route-query';
import { browserTimeZone } from '../../lib/time-zone';

/** GET /api/gamification/couples/{id}/stats: both scores and the streaks, on the player's calendar. */
export const useGamificationStats = (coupleId: string) =>
  useRouteQuery(getStats, { params: { id: coupleId }, query: { timeZone: browserTimeZone() } });

/** GET /api/gamification/couples/{id}/badges: every badge, earned (and when) or still to earn. */
export const useCoupleBadges = (coupleId: string) =>
  useRouteQuery(getBadges, { params: { id: coupleId } });
