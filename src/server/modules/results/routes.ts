import * as api from '@shared/api/results';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { ResultsService } from './service';

export function resultsRoutes(service: ResultsService): Implementation[] {
  return [
    implement(api.compare, ({ playerId, body }) => service.compare(playerId(), body.coupleId)),
    implement(api.coupleSummary, ({ playerId }) => service.coupleSummary(playerId())),
    implement(api.getSharedSummary, ({ playerId, params }) =>
      service.sharedSummary(playerId(), params.id),
    ),
    implement(api.getActivitiesSummary, ({ playerId, params }) =>
      service.activitiesSummary(playerId(), params.id),
    ),
  ];
}
