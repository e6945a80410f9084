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

/** Waits for a message to `to` whose subject matches, as a user waits for their inbox. */
export async function waitForEmail(
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<CapturedEmail> {
  const mailbox = process.env.VELVET_MAILBOX;
  if (!mailbox)
    throw new Error('VELVET_MAILBOX is not set: run through the Playwright global setup.');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(mailbox)).sort();
    for (const file of files) {
      const email = parseEmail(await fs.readFile(path.join(mailbox, file), 'utf8'));
      if (email.to.toLowerCase().includes(to.toLowerCase()) && subject.test(email.subject))
        return email;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email to ${to} matching ${subject} arrived within ${timeoutMs} ms.`);
}
