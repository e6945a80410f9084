import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Every email the product sends is written here first; SMTP delivery marks it sent. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    /** Where a reply goes when it is not the sender (a support message goes back to its author). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'logged'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // How many emails an address got lately (the contact form's copies to a sender).
  (table) => [index('outbox_recipient_created_at').on(table.recipient, table.createdAt)],
);
