import type { FastifyInstance } from 'fastify';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { recordLiveEvent } from '../notifications';
import { announcementOf } from './write-topics';

/**
 * After every successful write by a signed-in player, tells both partners' open screens which
 * areas changed (only the player's own, for what the partner must not learn of). The handler's transaction has committed by the time the reply is sent, so the
 * event never announces a change that did not happen.
 */
export function announceWrites(app: FastifyInstance, db: Database) {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.player || reply.statusCode < 200 || reply.statusCode >= 300) return;
    const routeName = (request.routeOptions.config as { routeName?: string }).routeName;
    if (!routeName) return;
    const { topics, audience } = announcementOf(routeName, request.method);
    if (topics.length === 0) return;
    const coupleId = audience === 'couple' ? request.playerCoupleId : null;
    try {
      await recordLiveEvent(db, await membersOf(db, request.player.sub, coupleId), topics);
    } catch (error) {
      // The write succeeded; the partner's screen still catches up on focus or its next poll.
      request.log.warn({ err: error }, 'could not announce a write to live streams');
    }
  });
}

/**
 * The player and their partner in the couple they were in, as they are after the write: a
 * deleted account is no longer among them (its partner was told as the couple ended).
 */
async function membersOf(db: Database, playerId: string, coupleId: string | null) {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(
      coupleId
        ? or(eq(players.id, playerId), eq(players.coupleId, coupleId))
        : eq(players.id, playerId),
    );
  return rows.map((row) => row.id);
}
