import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DISCREET_LINK_PATH } from '@shared/domain/discreet-mode';
import type { NotificationType } from '@shared/domain/notifications';
import { NOTIFICATION_TITLE } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { notifications, players } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { discreetNotificationEmail, notificationEmail } from '../../mail/templates';
import { sealNoticeTexts } from './notice-texts';
import { markPlayersChanged } from './player-changes';

export interface NotificationDraft {
  type: NotificationType;
  icon: string;
  title: string;
  description: string;
  /** A path inside the app, such as /dashboard. */
  actionUrl: string;
}

/**
 * The item a notice is about and who acted on it: the notice is kept with the item's id, and
 * whatever the actor had been told about that item reads as read, since they have just acted
 * on it (their "Your turn to confirm" once they confirmed).
 */
export interface NoticeSubject {
  subjectId: string;
  /** Absent for news nobody's action brought (a reminder on the clock). */
  actorId?: string;
}

/**
 * Creates notifications for other modules, inside their transactions, and emails a copy to
 * players who keep email notifications on: the outbox takes the email in the same transaction
 * and the mailer sends it once that transaction commits.
 */
export function createNotifier(deps: { mailer: Mailer; publicUrl: string; cipher: FieldCipher }) {
  /** Marks the player's unread notices about the item read; true when there were any. */
  async function settle(executor: Executor, playerId: string, subjectId: string) {
    const settled = await executor
      .update(notifications)
      .set({ read: true })
      .where(
        and(
          eq(notifications.playerId, playerId),
          eq(notifications.subjectId, subjectId),
          eq(notifications.read, false),
        ),
      )
      .returning({ id: notifications.id });
    if (settled.length > 0) await markPlayersChanged(executor, [playerId]);
    return settled.length > 0;
  }

  /**
   * Stores the notice in the player's bell, its texts sealed for its id (notice-texts.ts), and
   * tells the player's open screens; no email.
   */
  async function notifyInApp(
    executor: Executor,
    playerId: string,
    draft: NotificationDraft,
    subjectId: string | null = null,
  ) {
    const id = randomUUID();
    await executor
      .insert(notifications)
      .values({ id, playerId, ...draft, ...sealNoticeTexts(deps.cipher, id, draft), subjectId });
    await markPlayersChanged(executor, [playerId]);
  }

  /**
   * Which of `drafts` the player was told last: the newest of their notices with one's title
   * and link, or undefined. Titles are sealed, so the notices with those links are opened and
   * compared here, newest first.
   */
  async function newestOf(
    executor: Executor,
    playerId: string,
    drafts: readonly NotificationDraft[],
  ): Promise<NotificationDraft | undefined> {
    const stored = await executor
      .select({ id: notifications.id, title: notifications.title, url: notifications.actionUrl })
      .from(notifications)
      .where(
        and(
          eq(notifications.playerId, playerId),
          inArray(notifications.actionUrl, [...new Set(drafts.map((draft) => draft.actionUrl))]),
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    for (const row of stored) {
      const title = NOTIFICATION_TITLE.open(deps.cipher, row.id, row.title);
      const said = drafts.find((draft) => draft.title === title && draft.actionUrl === row.url);
      if (said) return said;
    }
    return undefined;
  }

  return {
    settle,
    notifyInApp,
    newestOf,

    async notify(
      executor: Executor,
      playerId: string,
      draft: NotificationDraft,
      subject?: NoticeSubject,
    ) {
      if (subject?.actorId) await settle(executor, subject.actorId, subject.subjectId);
      await notifyInApp(executor, playerId, draft, subject?.subjectId ?? null);
      const [player] = await executor
        .select({
          email: players.email,
          wantsEmail: players.receiveEmailNotifications,
          discreet: players.discreetMode,
        })
        .from(players)
        .where(eq(players.id, playerId));
      if (player?.wantsEmail) {
        // Discreet mode: the subject, the body and even the link say nothing of what happened.
        const message = player.discreet
          ? discreetNotificationEmail(player.email, `${deps.publicUrl}${DISCREET_LINK_PATH}`)
          : notificationEmail(player.email, draft, `${deps.publicUrl}${draft.actionUrl}`);
        await deps.mailer.enqueue(executor, message);
      }
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
