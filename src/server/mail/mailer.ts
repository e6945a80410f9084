import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Writes the message to the outbox inside the caller's transaction; returns its id. */
  enqueue(executor: Executor, message: MailMessage): Promise<string>;
  /** Sends an enqueued message by SMTP, or logs it when no SMTP server is configured. */
  deliver(id: string): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  async function markDone(id: string, status: 'sent' | 'failed' | 'logged', error?: string) {
    await options.db
      .update(outbox)
      .set({
        status,
        error: error ?? null,
        sentAt: status === 'failed' ? null : new Date(),
        // Once delivered, the body (which may hold a live reset link) has no reason to stay.
        ...(status === 'sent' ? { textBody: '', htmlBody: '' } : {}),
      })
      .where(eq(outbox.id, id));
  }

  return {
    async enqueue(executor, message) {
      const [row] = await executor
        .insert(outbox)
        .values({
          recipient: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('The outbox did not accept the message.');
      return row.id;
    },

    async deliver(id) {
      const [message] = await options.db.select().from(outbox).where(eq(outbox.id, id));
      if (!message) return;
      if (!transport) {
        // Without SMTP the log is how a local install reads its emails (reset and invitation links).
        options.log.info(
          { mail: { id, to: message.recipient, subject: message.subject, text: message.textBody } },
          'email kept in the outbox (SMTP_URL is not set)',
        );
        await markDone(id, 'logged');
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: message.recipient,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
        });
        await markDone(id, 'sent');
      } catch (error) {
        options.log.warn(
          { mailId: id, err: error },
          'email delivery failed; it stays in the outbox',
        );
        await markDone(id, 'failed', String(error));
      }
    },

    close() {
      transport?.close();
    },
  };
}
