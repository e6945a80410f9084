import fs from 'node:fs/promises';
import path from 'node:path';

export interface CapturedEmail {
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The readable text of a captured message (first text/plain part, decoded). */
export function parseEmail(raw: string): CapturedEmail {
  const to = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
  const plainStart = raw.search(/Content-Type: text\/plain/i);
  const part = plainStart >= 0 ? raw.slice(plainStart) : raw;
  const headerEnd = part.search(/\r?\n\r?\n/);
  const afterHeaders = part.slice(headerEnd).replace(/^\r?\n\r?\n/, '');
  const body = afterHeaders.split(/\r?\n--/)[0] ?? afterHeaders;
  const headers = part.slice(0, headerEnd);
  const text = /quoted-printable/i.test(headers)
    ? decodeQuotedPrintable(body)
    : /base64/i.test(headers)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body;
  return { to, subject, text };
}

/** Every captured message to `to` whose subject matches, oldest first. */
async function emailsTo(mailbox: string, to: string, subject: RegExp): Promise<CapturedEmail[]> {
  // The capture names files by arrival (time, then a zero-padded sequence): sorted, oldest first.
  const files = (await fs.readdir(mailbox)).sort();
  const found: CapturedEmail[] = [];
  for (const file of files) {
    const email = parseEmail(await fs.readFile(path.join(mailbox, file), 'utf8'));
    if (email.to.toLowerCase().includes(to.toLowerCase()) && subject.test(email.subject))
      found.push(email);
  }
  return found;
}

export interface WaitForEmailOptions {
  timeoutMs?: number;
  /** Wait until this many such messages have arrived, and return the last (a link sent again). */
  count?: number;
}

/** Waits for a message to `to` whose subject matches, as a user waits for their inbox. */
export async function waitForEmail(
  to: string,
  subject: RegExp,
  { timeoutMs = 15_000, count = 1 }: WaitForEmailOptions = {},
): Promise<CapturedEmail> {
  const mailbox = process.env.VELVET_MAILBOX;
  if (!mailbox)
    throw new Error('VELVET_MAILBOX is not set: run through the Playwright global setup.');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await emailsTo(mailbox, to, subject);
    if (found.length >= count) return found[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `Fewer than ${count} emails to ${to} matching ${subject} arrived within ${timeoutMs} ms.`,
  );
}

/** The first link in an email's text that leads to `pathname` on the server. */
export function linkIn(email: CapturedEmail, pathname: string): string {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`https?://\\S+${escaped}\\?\\S+`).exec(email.text)?.[0];
  if (!link) throw new Error(`No ${pathname} link in the email "${email.subject}": ${email.text}`);
  return link;
}
