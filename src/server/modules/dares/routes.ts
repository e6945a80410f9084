import * as api from '@shared/api/dares';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { DaresService } from './service';

export function daresRoutes(service: DaresService): Implementation[] {
  return [
    implement(api.generateDare, ({ body, playerId }) => service.generate(playerId(), body)),
    implement(api.dareOptions, ({ body, playerId }) => service.options(playerId(), body)),
    implement(api.coupleDares, ({ params, playerId }) => service.couple(playerId(), params.id)),
    implement(api.sentDares, ({ params, playerId }) => service.sent(playerId(), params.id)),
    implement(api.receivedDares, ({ params, playerId }) => service.received(playerId(), params.id)),
    implement(api.revealDare, ({ params, playerId }) => service.reveal(playerId(), params.id)),
    implement(api.acceptDare, ({ params, playerId }) => service.accept(playerId(), params.id)),
    implement(api.declineDare, ({ params, playerId }) => service.decline(playerId(), params.id)),
    implement(api.completeDare, ({ params, playerId }) => service.complete(playerId(), params.id)),
    implement(api.verifyDare, ({ params, body, playerId }) =>
      service.verify(playerId(), params.id, body.verified, body.timeZone),
    ),
    implement(api.dareStatsRoute, ({ params }) => service.stats(params.id)),
  ];
}
