import * as api from '@shared/api/notifications';
import { COUPLE_HEADER, coupleStamp } from '@shared/domain/notifications';
import { unauthorized } from '../../lib/http-error';
import { implement } from '../../plugins/contract-routes';
import type { PlayerChangeCache } from './player-changes';
import type { NotificationsService } from './service';

export function notificationsRoutes(service: NotificationsService, changes: PlayerChangeCache) {
  /** The caller's id and current state; a token of a player who is gone gets 401. */
  async function caller(request: { player: { sub: string } | null }) {
    const state = request.player ? await changes.get(request.player.sub) : null;
    if (!request.player || !state) throw unauthorized();
    return { playerId: request.player.sub, state };
  }

  return [
    // The poll every signed-in screen makes every 30 s: answered from memory when unchanged.
    implement(api.list, async ({ request, reply }) => {
      const { playerId, state } = await caller(request);
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
    implement(api.markRead, async ({ request, params }) =>
      service.markRead((await caller(request)).playerId, params.id),
    ),
    implement(api.markAllRead, async ({ request }) =>
      service.markAllRead((await caller(request)).playerId),
    ),
    implement(api.clear, async ({ request }) => service.clear((await caller(request)).playerId)),
  ];
}
