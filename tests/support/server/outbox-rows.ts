import type pg from 'pg';
import { FieldCipher } from '../../../src/server/crypto/field-cipher';
import { openMailWords } from '../../../src/server/mail/outbox-words';
import { TEST_KEYRING } from './test-app';

/** An outbox row as SQL returns it, with its subject and bodies opened. */
export interface OpenedOutboxRow {
  id: string;
  recipient: string;
  reply_to: string | null;
  status: string;
  error: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

const testCipher = new FieldCipher(TEST_KEYRING);

/**
 * The outbox rows matching `where` (SQL over the plain columns: recipient, status, dates),
 * oldest first, their subject and bodies opened: they are stored encrypted, so a test finds a
 * subject in code, never in SQL.
 */
export async function outboxRows(
  pool: pg.Pool,
  where = 'true',
  params: unknown[] = [],
  cipher = testCipher,
): Promise<OpenedOutboxRow[]> {
  const { rows } = await pool.query<OpenedOutboxRow>(
    `SELECT id, recipient, reply_to, status, error, subject, text_body, html_body, created_at
     FROM outbox WHERE ${where} ORDER BY created_at, id`,
    params,
  );
  return rows.map((row) => {
    const words = openMailWords(cipher, row.id, {
      subject: row.subject,
      textBody: row.text_body,
      htmlBody: row.html_body,
    });
    return { ...row, subject: words.subject, text_body: words.textBody, html_body: words.htmlBody };
  });
}
