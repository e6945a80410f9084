import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SupportMessageBody } from '@shared/api/form-fields';
import { SUPPORT_MESSAGES, SUPPORT_REPLY_TIME } from '@shared/domain/support';
import { SUPPORT_MESSAGE, SUPPORT_SUBJECT } from '../../crypto/encrypted-columns';
import type { Executor } from '../../db/client';
import { players, supportMessages } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import type { Mailer } from '../../mail/mailer';
import { SUPPORT_COPY_SUBJECT, supportCopyEmail, supportMessageEmail } from '../../mail/templates';
import type { ModuleDeps } from '../deps';

/**
 * Copies one address may get in a day, whichever account sends them: the support group's
 * budgets last only 10 minutes.
 */
export const SUPPORT_COPIES_PER_DAY = 3;
const DAY_MS = 24 * 3600_000;

/** Whether `email` may get another copy now, counted from the outbox (every node writes there). */
async function copyAllowed(mailer: Mailer, tx: Executor, email: string, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const sent = await mailer.countSent(tx, { to: email, subject: SUPPORT_COPY_SUBJECT, since });
  return sent < SUPPORT_COPIES_PER_DAY;
}

/**
 * The contact form (docs/coach-and-support.md): the message is stored, and its emails are
 * queued in the same transaction, so a message is never kept without its emails nor emailed
 * without being kept. Only a signed-in player with a confirmed email gets a copy, at that
 * email: an address typed into the form is never written to, so the form cannot send mail to
 * strangers in Velvet's name. The row keeps the subject and message encrypted (docs/
 * matching-and-privacy.md, "Encryption at rest"); the email to staff carries them as written.
 */
export function createContactService(
  deps: Pick<ModuleDeps, 'db' | 'mailer' | 'supportEmail' | 'now' | 'cipher'>,
) {
  const { db, mailer, cipher } = deps;

  return {
    async send(sent: SupportMessageBody, signedInPlayer: string | null) {
      await inTransaction(db, async (tx) => {
        // A token can outlive its account; such a sender counts as a visitor. The key-share
        // lock keeps the account from going before the message referring to it is stored.
        const [player] = signedInPlayer
          ? await tx
              .select({ id: players.id, email: players.email, verifiedAt: players.emailVerifiedAt })
              .from(players)
              .where(eq(players.id, signedInPlayer))
              .for('key share')
          : [];
        // The id is chosen here, not by the database: each value is sealed for its row.
        const id = randomUUID();
        await tx.insert(supportMessages).values({
          id,
          name: sent.name,
          email: sent.email,
          subject: SUPPORT_SUBJECT.seal(cipher, id, sent.subject),
          message: SUPPORT_MESSAGE.seal(cipher, id, sent.message),
          playerId: player?.id ?? null,
        });
        await mailer.enqueue(tx, supportMessageEmail(deps.supportEmail, sent));
        if (player?.verifiedAt && (await copyAllowed(mailer, tx, player.email, deps.now()))) {
          const copy = supportCopyEmail(player.email, deps.supportEmail, SUPPORT_REPLY_TIME);
          await mailer.enqueue(tx, copy);
        }
      });
      return { message: SUPPORT_MESSAGES.sent };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
