import { and, desc, eq } from 'drizzle-orm';
import type { Notification } from '@shared/api/notifications';
import type { Database } from '../../db/client';
import { couples, notifications, players } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { notFound } from '../../lib/http-error';
import { bellLines } from './collapse';
import { markPlayersChanged, type PlayerChangeState } from './player-changes';

/** How many notifications a list shows; older ones stay until cleared. */
const LIST_LIMIT = 100;

export function createNotificationsService(db: Database) {
  return {
    async readChangeState(playerId: string): Promise<PlayerChangeState | null> {
      const [row] = await db
        .select({
          version: players.changeVersion,
          sessionVersion: players.sessionVersion,
          coupleId: players.coupleId,
          player1Id: couples.player1Id,
          player2Id: couples.player2Id,
        })
        .from(players)
        .leftJoin(couples, eq(couples.id, players.coupleId))
        .where(eq(players.id, playerId));
      return row ?? null;
    },

    /**
     * Newest first, repeats about one item as one line; in discreet mode one content-free line
     * (collapse.ts). The bell and the desktop's native notifications both show this list
     * (docs/notifications.md).
     */
    async list(playerId: string): Promise<Notification[]> {
      const [[player], rows] = await Promise.all([
        db
          .select({ discreetMode: players.discreetMode })
          .from(players)
          .where(eq(players.id, playerId)),
        db
          .select()
          .from(notifications)
          .where(eq(notifications.playerId, playerId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(LIST_LIMIT),
      ]);
      return bellLines(rows, player?.discreetMode ?? false);
    },

    async markRead(playerId: string, id: string) {
      await inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(notifications)
          .set({ read: true })
          .where(and(eq(notifications.id, id), eq(notifications.playerId, playerId)))
          .returning();
        if (!row) throw notFound('Notification not found.');
        // The line read stands for its repeats too, and in discreet mode for every notice.
        const [player] = await tx
          .select({ discreet: players.discreetMode })
          .from(players)
          .where(eq(players.id, playerId));
        const sameLine = player?.discreet
          ? eq(notifications.playerId, playerId)
          : row.subjectId
            ? and(
                eq(notifications.playerId, playerId),
                eq(notifications.subjectId, row.subjectId),
                eq(notifications.title, row.title),
              )
            : undefined;
        if (sameLine) await tx.update(notifications).set({ read: true }).where(sameLine);
        await markPlayersChanged(tx, [playerId]);
      });
      return { message: 'Notification marked as read.' };
    },

    async markAllRead(playerId: string) {
      await inTransaction(db, async (tx) => {
        await tx
          .update(notifications)
          .set({ read: true })
          .where(and(eq(notifications.playerId, playerId), eq(notifications.read, false)));
        await markPlayersChanged(tx, [playerId]);
      });
      return { message: 'All notifications marked as read.' };
    },

    async clear(playerId: string) {
      await inTransaction(db, async (tx) => {
        await tx.delete(notifications).where(eq(notifications.playerId, playerId));
        await markPlayersChanged(tx, [playerId]);
      });
      return { message: 'Notifications cleared.' };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
