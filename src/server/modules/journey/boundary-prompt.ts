import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { boundaryReplies, players } from '../../db/schema';
import type { NotificationDraft } from '../notifications';

/**
 * Asking a partner to add their own boundaries once the other has started the journey
 * (docs/journey-and-play.md). Only that the partner started is ever said, never whether they
 * set any boundary, nor which.
 */

/** The bell's notice to the partner when the other starts the journey. */
export const boundaryPromptNotice = (starterName: string): NotificationDraft => ({
  type: 'message',
  icon: '🧭',
  title: `${starterName} started your journey`,
  description:
    'Add your own boundaries too. Only you see them, and everything Velvet suggests for you both respects them.',
  actionUrl: '/boundaries',
});

/** Records the player's answer; an earlier one stays unless this is an `added`. */
export async function recordBoundaryReply(
  executor: Executor,
  coupleId: string,
  playerId: string,
  reply: 'added' | 'dismissed',
) {
  const insert = executor.insert(boundaryReplies).values({ coupleId, playerId, reply });
  await (reply === 'added'
    ? insert.onConflictDoUpdate({
        target: [boundaryReplies.coupleId, boundaryReplies.playerId],
        set: { reply },
      })
    : insert.onConflictDoNothing());
}

/** Whether the player has answered the journey's boundaries in this couple. */
export async function hasBoundaryReply(executor: Executor, coupleId: string, playerId: string) {
  const [row] = await executor
    .select({ reply: boundaryReplies.reply })
    .from(boundaryReplies)
    .where(and(eq(boundaryReplies.coupleId, coupleId), eq(boundaryReplies.playerId, playerId)));
  return row !== undefined;
}

/**
 * The prompt the caller sees: the partner's name while the partner has answered (started the
 * journey) and the caller has not.
 */
export async function boundaryPromptFor(
  executor: Executor,
  coupleId: string,
  callerId: string,
): Promise<{ partnerName: string } | null> {
  const rows = await executor
    .select({ playerId: boundaryReplies.playerId, displayName: players.displayName })
    .from(boundaryReplies)
    .innerJoin(players, eq(players.id, boundaryReplies.playerId))
    .where(and(eq(boundaryReplies.coupleId, coupleId), eq(players.coupleId, coupleId)));
  if (rows.some((row) => row.playerId === callerId)) return null;
  const partner = rows.find((row) => row.playerId !== callerId);
  return partner ? { partnerName: partner.displayName } : null;
}
