import * as api from '@shared/api/results';
import { unauthorized } from '../../lib/http-error';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { ModuleDeps } from '../deps';
import { createResultsService } from './service';

const caller = (request: { player: { sub: string } | null }) => {
  if (!request.player) throw unauthorized();
  return request.player.sub;
};

export function resultsRoutes(deps: ModuleDeps): Implementation[] {
  const service = createResultsService(deps);
  return [
    implement(api.compare, ({ request, body }) => service.compare(caller(request), body.coupleId)),
    implement(api.coupleSummary, ({ request }) => service.coupleSummary(caller(request))),
    implement(api.getSharedSummary, ({ request, params }) =>
      service.sharedSummary(caller(request), params.id),
    ),
    implement(api.getActivitiesSummary, ({ request, params }) =>
      service.activitiesSummary(caller(request), params.id),
    ),
  ];
}
