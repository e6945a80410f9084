import { eq } from 'drizzle-orm';
import type { SupportMessageBody } from '@shared/api/form-fields';
import { SUPPORT_MESSAGES, SUPPORT_REPLY_TIME } from '@shared/domain/support';
import { players, supportMessages } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { supportCopyEmail, supportMessageEmail } from '../../mail/templates';
import type { ModuleDeps } from '../deps';

/**
 * The contact form (docs/coach-and-support.md): the message is stored, and both emails (to
 * staff, and the sender's copy) are queued in the same transaction, so a message is never
 * kept without its emails nor emailed without being kept.
 */
export function createContactService(
  deps: Pick<ModuleDeps, 'db' | 'mailer' | 'supportEmail' | 'log'>,
) {
  const { db, mailer } = deps;

  return {
    async send(sent: SupportMessageBody, signedInPlayer: string | null) {
      const mailIds = await inTransaction(db, async (tx) => {
        // A token can outlive its account; such a sender counts as a visitor. The key-share
        // lock keeps the account from going before the message referring to it is stored.
        const [player] = signedInPlayer
          ? await tx
              .select({ id: players.id })
              .from(players)
              .where(eq(players.id, signedInPlayer))
              .for('key share')
          : [];
        await tx.insert(supportMessages).values({ ...sent, playerId: player?.id ?? null });
        return [
          await mailer.enqueue(tx, supportMessageEmail(deps.supportEmail, sent)),
          await mailer.enqueue(tx, supportCopyEmail(sent, deps.supportEmail, SUPPORT_REPLY_TIME)),
        ];
      });
      // The outbox keeps both emails should delivery fail now; the sender's part is done.
      for (const id of mailIds) {
        void mailer
          .deliver(id)
          .catch((error: unknown) => deps.log.warn({ err: error }, 'support email not delivered'));
      }
      return { message: SUPPORT_MESSAGES.sent };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
