import fs from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that accepts every message and writes it to `mailbox` as
 * an .eml file, so tests in any worker process can read what Velvet sent.
 */
export async function startSmtpCapture(
  mailbox: string,
): Promise<{ port: number; close(): Promise<void> }> {
  await fs.mkdir(mailbox, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        sequence += 1;
        const recipients = session.envelope.rcptTo.map((r) => r.address).join(',');
        // Zero-padded, so names sort in arrival order even within one millisecond.
        const file = path.join(mailbox, `${Date.now()}-${String(sequence).padStart(6, '0')}.eml`);
        const content = `X-Envelope-To: ${recipients}\r\n${Buffer.concat(chunks).toString('utf8')}`;
        fs.writeFile(file, content).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP capture has no port');
  return {
    port: address.port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
