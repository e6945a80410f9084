import type { QueryClient } from '@tanstack/react-query';
import { playerQuery } from '../../../features/accounts/api';
import { coupleSurveyStatusQuery, playerResponsesQuery } from '../../../features/survey/api';
import type { Session } from '../../../platform';

/**
 * Asks for the reads every dashboard makes on its first render (the welcome's player, the
 * survey progress) through the same query definitions its cards use, so they travel while the
 * signed-in shell renders instead of after it. A failure shows on the card that makes the read,
 * with its Retry.
 */
export function prefetchDashboardReads(client: QueryClient, session: Session) {
  void client.prefetchQuery(playerQuery(session.playerId));
  void client.prefetchQuery(playerResponsesQuery());
  if (session.coupleId !== null) {
    void client.prefetchQuery(coupleSurveyStatusQuery(session.coupleId));
  }
}
