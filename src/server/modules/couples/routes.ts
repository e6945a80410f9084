import * as api from '@shared/api/couples';
import { unauthorized } from '../../lib/http-error';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { ModuleDeps } from '../deps';
import { createCouplesService } from './service';

const caller = (request: { player: { sub: string } | null }) => {
  if (!request.player) throw unauthorized();
  return request.player.sub;
};

export function couplesRoutes(deps: ModuleDeps): Implementation[] {
  const service = createCouplesService(deps);
  return [
    implement(api.invite, ({ request, body }) =>
      service.invite(caller(request), body.partnerEmail),
    ),
    implement(api.listInvitations, ({ request }) => service.listInvitations(caller(request))),
    implement(api.acceptInvitation, ({ request, params }) =>
      service.acceptInvitation(caller(request), params.id),
    ),
    implement(api.declineInvitation, ({ request, params }) =>
      service.declineInvitation(caller(request), params.id),
    ),
    implement(api.getCouple, ({ params }) => service.getCouple(params.id)),
    implement(api.endCouple, ({ request, params }) =>
      service.endCouple(caller(request), params.id),
    ),
  ];
}
