import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Notification } from '@shared/api/notifications';
import { NOTIFICATION_TITLE } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Database } from '../../db/client';
import { couples, notifications, players } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { notFound } from '../../lib/http-error';
import { bellLines } from './collapse';
import { openNoticeTexts } from './notice-texts';
import { markPlayersChanged, type PlayerChangeState } from './player-changes';

/** How many notifications a list shows; older ones stay until cleared. */
const LIST_LIMIT = 100;

export function createNotificationsService(db: Database, cipher: FieldCipher) {
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
      // At most LIST_LIMIT rows, two texts each: a few milliseconds at most, and only when the
      // list changed (an unchanged poll is answered from memory, routes.ts).
      const opened = rows.map((row) => openNoticeTexts(cipher, row));
      return bellLines(opened, player?.discreetMode ?? false);
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
        if (player?.discreet) {
          await tx
            .update(notifications)
            .set({ read: true })
            .where(eq(notifications.playerId, playerId));
        } else if (row.subjectId) {
          // Titles are sealed, each for its own row: the line's repeats are found by opening
          // the unread notices about the same item and comparing their titles here.
          const title = NOTIFICATION_TITLE.open(cipher, row.id, row.title);
          const sameItem = await tx
            .select({ id: notifications.id, title: notifications.title })
            .from(notifications)
            .where(
              and(
                eq(notifications.playerId, playerId),
                eq(notifications.subjectId, row.subjectId),
                eq(notifications.read, false),
              ),
            );
          const repeats = sameItem
            .filter((other) => NOTIFICATION_TITLE.open(cipher, other.id, other.title) === title)
            .map((other) => other.id);
          if (repeats.length > 0)
            await tx
              .update(notifications)
              .set({ read: true })
              .where(inArray(notifications.id, repeats));
        }
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
