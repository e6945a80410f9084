import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DareStats } from '@shared/api/dares';
import type { Executor } from '../../db/client';
import { couples, dares } from '../../db/schema';

/** Counts the couple's dares matching `where` (PostgreSQL's FILTER clause). */
const countWhere = (where: SQL | undefined) =>
  sql<number>`count(*) filter (where ${where})`.mapWith(Number);

/** Matches no dare: the slot of a partner who has not joined yet. */
const NONE = sql`false`;

/**
 * The couple's dare numbers at `now` (docs/dares.md). "Completed" counts verified dares, each
 * for the player who received it; pending counts what is still under way (waiting for an
 * answer, accepted with time left, or waiting for verification), so an acceptance whose time
 * is up counts nowhere, whether or not its expiry was stored.
 */
export async function dareStatsOf(
  executor: Executor,
  coupleId: string,
  now: Date,
): Promise<DareStats> {
  const [couple] = await executor
    .select({ player1Id: couples.player1Id, player2Id: couples.player2Id })
    .from(couples)
    .where(eq(couples.id, coupleId));
  const verified = eq(dares.status, 'Verified');
  const received = (playerId: string | null | undefined) =>
    playerId ? and(verified, eq(dares.receiverId, playerId)) : NONE;
  const sent = (playerId: string | null | undefined) =>
    playerId ? eq(dares.senderId, playerId) : NONE;
  const [stats] = await executor
    .select({
      player1Completed: countWhere(received(couple?.player1Id)),
      player1Sent: countWhere(sent(couple?.player1Id)),
      player2Completed: countWhere(received(couple?.player2Id)),
      player2Sent: countWhere(sent(couple?.player2Id)),
      totalCompleted: countWhere(verified),
      totalPending: countWhere(
        or(
          inArray(dares.status, ['Pending', 'Completed']),
          and(eq(dares.status, 'Accepted'), gt(dares.expiresAt, now)),
        ),
      ),
      totalDeclined: countWhere(eq(dares.status, 'Declined')),
      totalPoints:
        sql<number>`coalesce(sum(${dares.points}) filter (where ${verified}), 0)`.mapWith(Number),
    })
    .from(dares)
    .where(eq(dares.coupleId, coupleId));
  return stats!;
}
