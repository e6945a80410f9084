import * as api from '@shared/api/couples';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { CouplesService } from './service';

export function couplesRoutes(service: CouplesService): Implementation[] {
  return [
    implement(api.invite, ({ playerId, body }) => service.invite(playerId(), body.partnerEmail)),
    implement(api.invitationPreview, ({ body }) => service.invitationPreview(body)),
    implement(api.listInvitations, ({ playerId }) => service.listInvitations(playerId())),
    implement(api.acceptInvitation, ({ playerId, params }) =>
      service.acceptInvitation(playerId(), params.id),
    ),
    implement(api.declineInvitation, ({ playerId, params }) =>
      service.declineInvitation(playerId(), params.id),
    ),
    implement(api.getCouple, ({ params }) => service.getCouple(params.id)),
    implement(api.endCouple, ({ playerId, params }) => service.endCouple(playerId(), params.id)),
  ];
}
