import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../support/server/smtp';

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(() => smtp.close());

/** A sender that starts a message, then vanishes with a reset, as a killed server's mailer does. */
function vanishMidMessage(port: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const commands = ['EHLO sender.test\r\n', 'MAIL FROM:<sender@example.com>\r\n'];
    socket.on('data', () => {
      const next = commands.shift();
      if (next) socket.write(next);
      else socket.resetAndDestroy();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

describe('the test mailbox', () => {
  // The crash tests kill Velvet while it sends: the mailbox must take that as a real server
  // does, or the reset would end the whole test process as an unhandled error.
  it('outlives senders that vanish in the middle of a message, and still receives mail', async () => {
    for (let i = 0; i < 3; i++) await vanishMidMessage(smtp.port);

    const transport = nodemailer.createTransport({ url: smtp.url, ignoreTLS: true });
    await transport.sendMail({
      from: 'velvet@example.com',
      to: 'player@example.com',
      subject: 'Still here',
      text: 'Delivered after three lost senders.',
    });
    transport.close();

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.subject).toBe('Still here');
    expect(mail?.text).toContain('Delivered after three lost senders.');
    expect(smtp.messages).toHaveLength(1);
  });
});
