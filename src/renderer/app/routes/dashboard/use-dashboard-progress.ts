import { useCoupleSurveyStatus, usePlayerResponses } from '../../../features/survey/api';
import { loadStateOf } from '../../../lib/load-state';
import { progressOf, type DashboardProgress } from './dashboard-progress';

/**
 * The player's progress from the reads the Survey Status card makes anyway, so following it
 * costs the dashboard no request of its own.
 */
export function useDashboardProgress(session: {
  coupleId: string | null;
  partnerJoined: boolean;
  isPlayer1: boolean;
}): DashboardProgress {
  const own = usePlayerResponses();
  const couple = useCoupleSurveyStatus(session.coupleId);
  return progressOf({
    ...session,
    ownCompletedAt: loadStateOf(own, (responses) => responses.completedAt),
    couple: loadStateOf(couple),
  });
}
