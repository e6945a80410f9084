import type { QueryClient } from '@tanstack/react-query';
import { getPlayer } from '@shared/api/accounts';
import { getCoupleSurveyStatus, getPlayerResponses } from '@shared/api/survey';
import { routeQuery } from '../../../lib/route-query';
import type { Session } from '../../../platform';

/**
 * Asks for the reads every dashboard makes on its first render (the welcome's player, the
 * survey progress) under the keys its cards use, so they travel while the signed-in shell
 * renders instead of after it. A failure shows on the card that makes the read, with its Retry.
 */
export function prefetchDashboardReads(client: QueryClient, session: Session) {
  void client.prefetchQuery(routeQuery(getPlayer, { params: { id: session.playerId } }));
  void client.prefetchQuery(routeQuery(getPlayerResponses));
  if (session.coupleId !== null) {
    void client.prefetchQuery(
      routeQuery(getCoupleSurveyStatus, { params: { id: session.coupleId } }),
    );
  }
}
