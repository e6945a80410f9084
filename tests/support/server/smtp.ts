import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope: who the SMTP client said the message is from and to. */
  from: string;
  to: string[];
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part. */
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): MimePart {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  return part.body;
}

/** Decodes an RFC 2047 encoded-word subject such as =?UTF-8?Q?...?=. */
function decodeHeaderValue(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, kind: string, data) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(String(data), 'base64').toString('utf8')
      : decodeQuotedPrintable(String(data).replace(/_/g, ' ')),
  );
}

/** Collects the decoded text/plain and text/html parts of a message, however nested. */
function collectParts(part: MimePart, found: { text: string; html: string }) {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectParts(splitHeaders(section.replace(/^\r?\n/, '')), found);
    }
    return;
  }
  if (/^text\/html/i.test(type)) found.html += decodeBody(part);
  else if (/^text\/plain/i.test(type)) found.text += decodeBody(part);
}

export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const top = splitHeaders(raw);
  const found = { text: '', html: '' };
  collectParts(top, found);
  return {
    from,
    to,
    subject: decodeHeaderValue(top.headers.get('subject') ?? ''),
    text: found.text,
    html: found.html,
    raw,
  };
}

/** The servers this process started, by URL, so an app given SMTP_URL finds its mailbox. */
const running = new Map<string, TestSmtpServer>();

/** The server of ours listening at `url`, if any (see createTestApp). */
export const smtpServerAt = (url: string): TestSmtpServer | undefined => running.get(url);

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        messages.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            envelope.mailFrom ? envelope.mailFrom.address : '',
            envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    const listening = server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((listening.address() as AddressInfo).port);
    });
  });
  // Once listening, an error is a client's connection ending in the middle of a message (a
  // Velvet killed while sending, in the crash tests); the SMTP server reports it as an event,
  // which unheard would end the test process. That message never arrives, as with a real server.
  server.on('error', () => undefined);

  const url = `smtp://127.0.0.1:${port}`;
  const started: TestSmtpServer = {
    port,
    url,
    messages,
    waitForMessages(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve([...messages]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} email(s), got ${messages.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => {
      running.delete(url);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  running.set(url, started);
  return started;
}
