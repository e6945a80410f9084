import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { OUTBOX_HTML_BODY, OUTBOX_SUBJECT, OUTBOX_TEXT_BODY } from '../crypto/encrypted-columns';
import type { FieldCipher } from '../crypto/field-cipher';
import type { Database, Executor } from '../db/client';
import { outbox } from '../db/schema';
import { afterCommit } from '../db/transactions';
import { openMailWords, sealMailWords } from './outbox-words';

const CLAIM_BATCH = 50;

export interface MailMessage {
  to: string;
  /** Where the recipient's reply goes, when not to MAIL_FROM (a support message's author). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Writes the message to the outbox inside the caller's transaction, and sends it by SMTP
   * (or logs it when no SMTP server is configured) once that transaction commits; returns its id.
   */
  enqueue(executor: Executor, message: MailMessage): Promise<string>;
  /**
   * How many emails with this subject went to `to` since `since`, whatever became of them (the
   * subject is stored encrypted, so it is compared once opened, not in SQL).
   */
  countSent(
    executor: Executor,
    sent: { to: string; subject: string; since: Date },
  ): Promise<number>;
  /** Sends every message still waiting in the outbox (after a commit, and at start). */
  deliverPending(): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  db: Database;
  /** Seals what an email says in its outbox row, and opens it to send it (outbox-words.ts). */
  cipher: FieldCipher;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  const emptiedBodies = (id: string) => ({
    textBody: OUTBOX_TEXT_BODY.seal(options.cipher, id, ''),
    htmlBody: OUTBOX_HTML_BODY.seal(options.cipher, id, ''),
  });

  async function markDone(id: string, status: 'sent' | 'failed' | 'logged', error?: string) {
    await options.db
      .update(outbox)
      .set({
        status,
        error: error ?? null,
        sentAt: status === 'failed' ? null : new Date(),
        // The body may hold a live reset, verification or invitation link. Nothing sends a
        // message twice, so once delivery is over (sent, failed or written to the log) the
        // stored copy would only be a link waiting to be read by whoever reads the database.
        // The emptied bodies are sealed too: every stored value of the column is (plain-values.ts).
        ...emptiedBodies(id),
      })
      .where(eq(outbox.id, id));
  }

  /** Takes pending messages for this process, so no two deliveries ever send one twice. */
  async function claim() {
    return options.db
      .update(outbox)
      .set({ status: 'sending' })
      .where(
        inArray(
          outbox.id,
          options.db
            .select({ id: outbox.id })
            .from(outbox)
            .where(eq(outbox.status, 'pending'))
            .orderBy(outbox.createdAt)
            .limit(CLAIM_BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
  }

  /** The claimed row with what it says opened; null (and marked failed) when it cannot be read. */
  async function opened(row: typeof outbox.$inferSelect) {
    try {
      return { ...row, ...openMailWords(options.cipher, row.id, row) };
    } catch (error) {
      // A value sealed for another row, altered, or under a key no longer held: nothing can be
      // sent, and the others claimed with it still go.
      options.log.error({ mailId: row.id, err: error }, 'email in the outbox cannot be read');
      await markDone(row.id, 'failed', String(error));
      return null;
    }
  }

  async function sendClaimed(rows: (typeof outbox.$inferSelect)[]) {
    for (const row of rows) {
      const message = await opened(row);
      if (!message) continue;
      if (!transport) {
        // Without SMTP the log is how a local install reads its emails (reset and invitation links).
        options.log.info(
          {
            mail: {
              id: message.id,
              to: message.recipient,
              ...(message.replyTo ? { replyTo: message.replyTo } : {}),
              subject: message.subject,
              text: message.textBody,
            },
          },
          'email kept in the outbox (SMTP_URL is not set)',
        );
        await markDone(message.id, 'logged');
        continue;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: message.recipient,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
        });
        await markDone(message.id, 'sent');
      } catch (error) {
        options.log.warn(
          { mailId: message.id, err: error },
          'email delivery failed; it stays in the outbox',
        );
        await markDone(message.id, 'failed', String(error));
      }
    }
  }

  async function deliverPending() {
    await sendClaimed(await claim());
  }

  // Started, not awaited: whoever wrote the message does not wait for the SMTP server, and a
  // message that cannot leave now stays in the outbox.
  function deliverAfterCommit() {
    void deliverPending().catch((error: unknown) =>
      options.log.warn({ err: error }, 'emails in the outbox not delivered'),
    );
  }

  return {
    async enqueue(executor, message) {
      // The id is chosen here, not by the database: what the email says is sealed for its row.
      const id = randomUUID();
      const [row] = await executor
        .insert(outbox)
        .values({
          id,
          recipient: message.to,
          replyTo: message.replyTo ?? null,
          ...sealMailWords(options.cipher, id, {
            subject: message.subject,
            textBody: message.text,
            htmlBody: message.html,
          }),
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('The outbox did not accept the message.');
      await afterCommit(executor, deliverAfterCommit, options.log);
      return row.id;
    },

    async countSent(executor, sent) {
      const rows = await executor
        .select({ id: outbox.id, subject: outbox.subject })
        .from(outbox)
        .where(and(eq(outbox.recipient, sent.to), gt(outbox.createdAt, sent.since)));
      return rows.filter(
        (row) => OUTBOX_SUBJECT.open(options.cipher, row.id, row.subject) === sent.subject,
      ).length;
    },

    deliverPending,

    close() {
      transport?.close();
    },
  };
}
