import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions } from '../../../src/server/logger';

/** What the mailer writes to the log for an email it cannot send (no SMTP_URL). */
export interface LoggedMail {
  id: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

const LOGGED_MAIL = 'email kept in the outbox (SMTP_URL is not set)';

/**
 * A logger with the server's own options (redaction included) that keeps every entry, for an
 * app built without SMTP: its log is where a local install reads its emails.
 */
export function capturingLogger() {
  const entries: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) entries.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino(loggerOptions('info') as pino.LoggerOptions, stream);
  return {
    logger,
    entries,
    /** The emails written to the log so far, oldest first. */
    mails: (): LoggedMail[] =>
      entries.filter((entry) => entry.msg === LOGGED_MAIL).map((entry) => entry.mail as LoggedMail),
  };
}
