import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couples } from '../../db/schema';
import { recordLiveEvent } from '../notifications';
import { topicsOfWrite } from './write-topics';

/**
 * After every successful write by a signed-in player, tells both partners' open screens which
 * areas changed. The handler's transaction has committed by the time the reply is sent, so the
 * event never announces a change that did not happen.
 */
export function announceWrites(app: FastifyInstance, db: Database) {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.player || reply.statusCode < 200 || reply.statusCode >= 300) return;
    const routeName = (request.routeOptions.config as { routeName?: string }).routeName;
    if (!routeName) return;
    const topics = topicsOfWrite(routeName, request.method);
    if (topics.length === 0) return;
    try {
      await recordLiveEvent(
        db,
        await membersOf(db, request.player.sub, request.playerCoupleId),
        topics,
      );
    } catch (error) {
      // The write succeeded; the partner's screen still catches up on focus or its next poll.
      request.log.warn({ err: error }, 'could not announce a write to live streams');
    }
  });
}

/** The player and, in a couple, their partner: the couple as it is now, after the write. */
async function membersOf(db: Database, playerId: string, coupleId: string | null) {
  if (!coupleId) return [playerId];
  const [couple] = await db
    .select({ player1Id: couples.player1Id, player2Id: couples.player2Id })
    .from(couples)
    .where(eq(couples.id, coupleId));
  return [playerId, couple?.player1Id, couple?.player2Id].filter(
    (id): id is string => typeof id === 'string',
  );
}
