import * as api from '@shared/api/notifications';
import { COUPLE_HEADER, coupleStamp } from '@shared/domain/notifications';
import { unauthorized } from '../../lib/http-error';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { PlayerChangeCache } from './player-changes';
import type { NotificationsService } from './service';

export function notificationsRoutes(
  service: NotificationsService,
  changes: PlayerChangeCache,
): Implementation[] {
  /** The signed-in player's id and current state; a token of a player who is gone gets 401. */
  async function livePlayer(playerId: () => string) {
    const id = playerId();
    const state = await changes.get(id);
    if (!state) throw unauthorized();
    return { id, state };
  }

  return [
    // The poll every signed-in screen makes every 30 s: answered from memory when unchanged.
    implement(api.list, async ({ playerId, request, reply }) => {
      const { id, state } = await livePlayer(playerId);
      const couple = coupleStamp(state);
      const etag = `W/"${state.version}-${couple}"`;
      reply.header('ETag', etag);
      reply.header('Cache-Control', 'private, no-cache');
      reply.header(COUPLE_HEADER, couple);
      if (request.headers['if-none-match'] === etag) {
        reply.code(304);
        return reply.send() as never;
      }
      return service.list(id);
    }),
    implement(api.markRead, async ({ playerId, params }) =>
      service.markRead((await livePlayer(playerId)).id, params.id),
    ),
    implement(api.markAllRead, async ({ playerId }) =>
      service.markAllRead((await livePlayer(playerId)).id),
    ),
    implement(api.clear, async ({ playerId }) => service.clear((await livePlayer(playerId)).id)),
  ];
}
