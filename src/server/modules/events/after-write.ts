import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { recordLiveEventForCouple } from '../notifications';
import { announcementOf } from './write-topics';

/**
 * After every successful write by a signed-in player, tells both partners' open screens which
 * areas changed (only the player's own, for what the partner must not learn of). It runs as
 * the reply is sent, not after: the handler's transaction has committed by then, so the event
 * never announces a change that did not happen, and a client that has the reply knows the
 * event is recorded, so what it does next is never overtaken by an older write's event.
 */
export function announceWrites(app: FastifyInstance, db: Database) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.player || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const { routeName } = request.routeOptions.config;
    if (!routeName) return payload;
    const { topics, audience } = announcementOf(routeName, request.method);
    if (topics.length === 0) return payload;
    const coupleId = audience === 'couple' ? request.playerCoupleId : null;
    try {
      await recordLiveEventForCouple(db, request.player.sub, coupleId, topics);
    } catch (error) {
      // The write succeeded; the partner's screen still catches up on focus or its next poll.
      request.log.warn({ err: error }, 'could not announce a write to live streams');
    }
    return payload;
  });
}
