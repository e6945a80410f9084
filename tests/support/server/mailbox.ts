import type { FastifyInstance } from 'fastify';
import type { ReceivedMail, TestSmtpServer } from './smtp';
import { waitFor } from './wait';

/**
 * The mail an app sent, reachable from any helper that only holds the app: createTestApp
 * attaches the SMTP server the app delivers to. Delivery happens after the reply and
 * asynchronously, so a helper waits (bounded) for the message instead of reading it at once.
 */
const mailboxes = new WeakMap<FastifyInstance, TestSmtpServer>();

/** The subjects of the emails the helpers follow links from. */
export const MAIL_SUBJECTS = {
  verification: /^Confirm your email for Velvet$/,
  invitation: /^You are invited to join your partner on Velvet$/,
  passwordReset: /^Reset your Velvet password$/,
} as const;

export function attachMailbox(app: FastifyInstance, smtp: TestSmtpServer) {
  mailboxes.set(app, smtp);
}

/** The SMTP server `app` delivers to; fails when the app was built without one of ours. */
export function mailOf(app: FastifyInstance): TestSmtpServer {
  const smtp = mailboxes.get(app);
  if (!smtp)
    throw new Error(
      'this app sends no email to a test SMTP server (built with smtp: false or a foreign SMTP_URL)',
    );
  return smtp;
}

/** Every email delivered so far to `to` whose subject matches, oldest first. */
export function mailsTo(app: FastifyInstance, to: string, subject: RegExp): ReceivedMail[] {
  const address = to.toLowerCase();
  return mailOf(app).messages.filter(
    (mail) =>
      mail.to.some((recipient) => recipient.toLowerCase() === address) &&
      subject.test(mail.subject),
  );
}

/**
 * How long a helper waits for one email: the walks register hundreds of players at once, and
 * every one of their emails queues for the same SMTP server.
 */
export const MAIL_TIMEOUT_MS = 30_000;

/**
 * The `index`-th email (0 for the first) to `to` with a matching subject, once it has arrived.
 * To wait for the email an action sends, count mailsTo before the action and pass that count.
 */
export function waitForMail(
  app: FastifyInstance,
  to: string,
  subject: RegExp,
  index = 0,
  timeoutMs = MAIL_TIMEOUT_MS,
): Promise<ReceivedMail> {
  return waitFor(
    `email #${index + 1} to ${to} with a subject like ${subject}`,
    () => mailsTo(app, to, subject)[index],
    timeoutMs,
  );
}

/**
 * The query of the link to `pathname` in the email's text part (its HTML part must link to
 * the very same place), as a user following it would send it on.
 */
export function linkIn(mail: ReceivedMail, pathname: string): URLSearchParams {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((text) => new URL(text))
    .find((url) => url.pathname === pathname);
  if (!link) throw new Error(`no link to ${pathname} in:\n${mail.text}`);
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) =>
    (m[1] ?? '').replace(/&amp;/g, '&'),
  );
  if (!hrefs.includes(link.toString()))
    throw new Error(`the HTML part does not link to ${link.toString()}:\n${mail.html}`);
  return link.searchParams;
}
