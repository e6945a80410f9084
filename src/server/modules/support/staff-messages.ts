import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AdminSupportMessage } from '@shared/api/support';
import { SUPPORT_MESSAGES } from '@shared/domain/support';
import { SUPPORT_MESSAGE, SUPPORT_SUBJECT } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Database, Executor } from '../../db/client';
import { supportMessages, systemUsers } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { Actor, AuditTrail } from '../admin';
import { offsetOf, paginationOf, type PageRequest } from '../admin';

/** Messages with the name of the staff member who handled each. */
const messagesWithHandler = (executor: Executor) =>
  executor
    .select({ message: supportMessages, handledByName: systemUsers.displayName })
    .from(supportMessages)
    .leftJoin(systemUsers, eq(systemUsers.id, supportMessages.handledBy))
    .$dynamic();

interface Row {
  message: typeof supportMessages.$inferSelect;
  handledByName: string | null;
}

/**
 * A message as staff read it, its subject and message opened for its row. A value that does not
 * open (moved from another row, altered, under a lost key) throws FieldDecryptError, naming the
 * column and the row: the reply is a server error, never another message's text.
 */
function toAdminMessage(cipher: FieldCipher, { message, handledByName }: Row): AdminSupportMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: SUPPORT_SUBJECT.open(cipher, message.id, message.subject),
    message: SUPPORT_MESSAGE.open(cipher, message.id, message.message),
    playerId: message.playerId,
    createdAt: message.createdAt.toISOString(),
    handledAt: message.handledAt?.toISOString() ?? null,
    // A staff account deleted since keeps the message handled, without a name to show.
    handledByName: message.handledAt ? handledByName : null,
  };
}

/** The panel's Support tab: messages newest first, and marking one handled. */
export function createStaffMessagesService({
  db,
  audit,
  cipher,
}: {
  db: Database;
  audit: AuditTrail;
  cipher: FieldCipher;
}) {
  const toShown = (row: Row) => toAdminMessage(cipher, row);
  return {
    async list(request: PageRequest) {
      const rows = await messagesWithHandler(db)
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(request.pageSize)
        .offset(offsetOf(request));
      const [total] = await db.select({ value: count() }).from(supportMessages);
      return {
        messages: rows.map(toShown),
        pagination: paginationOf(request, total?.value ?? 0),
      };
    },

    /**
     * Marks a message handled by `actor`. Marking it again changes nothing: the first handler
     * and time stay, and the reply shows them, so two staff clicking at once both see who
     * took it.
     */
    async markHandled(actor: Actor, id: string): Promise<AdminSupportMessage> {
      return audit.transaction(actor, async (tx, record) => {
        const [marked] = await tx
          .update(supportMessages)
          .set({ handledAt: new Date(), handledBy: actor.id })
          .where(and(eq(supportMessages.id, id), isNull(supportMessages.handledAt)))
          .returning({ id: supportMessages.id });
        // The entry names the message by its id only: the audit log is not encrypted, so it
        // must not hold the subject the message's row keeps sealed.
        if (marked) await record({ action: 'support.handled', target: id });
        const [row] = await messagesWithHandler(tx).where(eq(supportMessages.id, id));
        if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
        return toShown(row);
      });
    },
  };
}

export type StaffMessagesService = ReturnType<typeof createStaffMessagesService>;
