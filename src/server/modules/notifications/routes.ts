import * as api from '@shared/api/notifications';
import { COUPLE_HEADER, coupleStamp } from '@shared/domain/notifications';
import { unauthorized } from '../../lib/http-error';
import { implement } from '../../plugins/contract-routes';
import type { PlayerChangeCache } from './player-changes';
import type { NotificationsService } from './service';

const caller = (request: { player: { sub: string } | null }) => {
  if (!request.player) throw unauthorized();
  return request.player.sub;
};

export function notificationsRoutes(service: NotificationsService, changes: PlayerChangeCache) {
  return [
    // The poll every signed-in screen makes every 30 s: answered from memory when unchanged.
    implement(api.list, async ({ request, reply }) => {
      const playerId = caller(request);
      const state = await changes.get(playerId);
      if (!state) throw unauthorized();
      const couple = coupleStamp(state);
      const etag = `W/"${state.version}-${couple}"`;
      reply.header('ETag', etag);
      reply.header('Cache-Control', 'private, no-cache');
      reply.header(COUPLE_HEADER, couple);
      if (request.headers['if-none-match'] === etag) {
        reply.code(304);
        return reply.send() as never;
      }
      return service.list(playerId);
    }),
    implement(api.markRead, ({ request, params }) => service.markRead(caller(request), params.id)),
    implement(api.markAllRead, ({ request }) => service.markAllRead(caller(request))),
    implement(api.clear, ({ request }) => service.clear(caller(request))),
  ];
}
