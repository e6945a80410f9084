import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotPassword, login, resetPassword } from '@shared/api/accounts';
import { callRoute } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { capturingLogger } from '../support/server/log-capture';
import { MAIL_SUBJECTS } from '../support/server/mailbox';
import { outboxRows } from '../support/server/outbox-rows';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/server/smtp';
import { waitFor } from '../support/server/wait';

const PUBLIC_URL = 'http://velvet.test';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const forgot = (app: TestApp, email: string) =>
  callRoute(app.app, forgotPassword, { body: { email } });

const reset = (token: string, email: string, newPassword: string, app = t) =>
  callRoute(app.app, resetPassword, { body: { token, email, newPassword } });

const loginStatus = async (email: string, password: string) =>
  (await callRoute(t.app, login, { body: { email, password } })).status;

/** The reset emails delivered to `email` (each registration sends a verification email too). */
const mailsTo = (email: string) =>
  smtp.messages.filter(
    (mail) => mail.to.includes(email) && MAIL_SUBJECTS.passwordReset.test(mail.subject),
  );

function linkIn(mail: ReceivedMail): URL {
  const found = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text);
  if (!found) throw new Error(`no reset link in:\n${mail.text}`);
  return new URL(found[0]);
}

/** Asks for a reset link and returns it as the email delivered it. */
async function resetLinkFor(email: string): Promise<{ token: string; email: string; url: URL }> {
  const already = mailsTo(email).length;
  const reply = await forgot(t, email);
  expect(reply.status).toBe(200);
  const mail = await waitFor(`a reset email to ${email}`, () => mailsTo(email)[already]);
  const url = linkIn(mail);
  return {
    url,
    token: url.searchParams.get('token') ?? '',
    email: url.searchParams.get('email') ?? '',
  };
}

describe('forgot password', () => {
  it('emails one reset link to a known address and nothing to an unknown one, answering both alike', async () => {
    const player = await registerPlayer(t.app, { displayName: 'Robin' });
    const stranger = uniqueEmail('stranger');

    const unknownReply = await forgot(t, stranger);
    const knownReply = await forgot(t, player.email);

    expect(knownReply.status).toBe(200);
    expect(unknownReply.status).toBe(knownReply.status);
    expect(unknownReply.response.body).toBe(knownReply.response.body);
    expect(knownReply.body).toEqual({ message: expect.any(String) });

    const mail = await waitFor('the reset email', () => mailsTo(player.email)[0]);
    expect(mail.to).toEqual([player.email]);
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.text).toContain('Hi Robin,');

    const link = linkIn(mail);
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(player.email);
    expect(link.searchParams.get('token')?.length).toBeGreaterThanOrEqual(32);
    // The HTML part links to the same place as the text part.
    const href = /href="([^"]+)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBe(link.toString());

    // Every email passes through the outbox; a sent one is marked so, and none exists for the stranger.
    const resetRows = async () =>
      (await outboxRows(t.database.pool, 'recipient IN ($1, $2)', [player.email, stranger])).filter(
        (row) => row.subject === 'Reset your Velvet password',
      );
    const outbox = await waitFor('the outbox row to be marked sent', async () => {
      const rows = await resetRows();
      return rows.length === 1 && rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(outbox.map(({ recipient, status }) => ({ recipient, status }))).toEqual([
      { recipient: player.email, status: 'sent' },
    ]);
    // Once delivered, the stored copy no longer holds the live link.
    expect(outbox.map(({ text_body, html_body }) => ({ text_body, html_body }))).toEqual([
      { text_body: '', html_body: '' },
    ]);
    expect(mailsTo(player.email)).toHaveLength(1);
    expect(mailsTo(stranger)).toHaveLength(0);
  });

  it('stores the reset token only as a hash', async () => {
    const player = await registerPlayer(t.app);
    const { token } = await resetLinkFor(player.email);
    const { rows } = await t.database.pool.query(
      `SELECT * FROM password_reset_tokens WHERE player_id = $1`,
      [player.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('reset password', () => {
  it('sets the new password with the emailed token, and the token works only once', async () => {
    const player = await registerPlayer(t.app, { password: 'old-password-1' });
    const link = await resetLinkFor(player.email);

    const first = await reset(link.token, link.email, 'new-password-2');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: expect.any(String) });
    expect(await loginStatus(player.email, 'new-password-2')).toBe(200);
    expect(await loginStatus(player.email, 'old-password-1')).toBe(401);

    const again = await reset(link.token, link.email, 'third-password-3');
    expect(again.status).toBe(401);
    expect(again.response.json()).toEqual({ message: expect.any(String) });
    expect(await loginStatus(player.email, 'new-password-2')).toBe(200);
    expect(await loginStatus(player.email, 'third-password-3')).toBe(401);
  });

  it('refuses an expired token and leaves the password as it was', async () => {
    const player = await registerPlayer(t.app, { password: 'old-password-1' });
    const link = await resetLinkFor(player.email);
    await t.database.pool.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE player_id = $1`,
      [player.id],
    );

    const reply = await reset(link.token, link.email, 'new-password-2');
    expect(reply.status).toBe(401);
    expect(await loginStatus(player.email, 'old-password-1')).toBe(200);
    expect(await loginStatus(player.email, 'new-password-2')).toBe(401);
  });

  it('refuses a valid token sent with another email, without using the token up', async () => {
    const owner = await registerPlayer(t.app, { password: 'owner-password' });
    const other = await registerPlayer(t.app, { password: 'other-password' });
    const link = await resetLinkFor(owner.email);

    const wrong = await reset(link.token, other.email, 'hijacked-password');
    expect(wrong.status).toBe(401);
    expect(await loginStatus(other.email, 'other-password')).toBe(200);
    expect(await loginStatus(other.email, 'hijacked-password')).toBe(401);

    const right = await reset(link.token, owner.email, 'owner-new-password');
    expect(right.status).toBe(200);
    expect(await loginStatus(owner.email, 'owner-new-password')).toBe(200);
  });

  it('refuses a token that was never issued', async () => {
    const player = await registerPlayer(t.app, { password: 'old-password-1' });
    const reply = await reset('x'.repeat(43), player.email, 'new-password-2');
    expect(reply.status).toBe(401);
    expect(await loginStatus(player.email, 'old-password-1')).toBe(200);
  });
});

describe('without SMTP_URL', () => {
  it('writes the reset email to the log with a working link, and keeps no copy of it in the outbox', async () => {
    const log = capturingLogger();
    const local = await createTestApp({ PUBLIC_URL }, { smtp: false, logger: log.logger });
    try {
      const player = await registerPlayer(local.app, {
        password: 'old-password-1',
        verified: false,
      });
      expect((await forgot(local, player.email)).status).toBe(200);
      const row = await waitFor('the outbox row to be logged', async () => {
        const rows = await outboxRows(local.database.pool, 'recipient = $1', [player.email]);
        const reset = rows.find((each) => each.subject === 'Reset your Velvet password');
        return reset?.status === 'logged' ? reset : undefined;
      });
      // The link lives in the log only: whoever reads the database finds no live link.
      expect(row).toMatchObject({ status: 'logged', text_body: '', html_body: '' });
      const logged = log
        .mails()
        .find((mail) => mail.to === player.email && /reset/i.test(mail.subject));
      const url = new URL(
        /http:\/\/velvet\.test\/reset-password\?\S+/.exec(logged?.text ?? '')![0],
      );
      const reply = await reset(
        url.searchParams.get('token') ?? '',
        url.searchParams.get('email') ?? '',
        'new-password-2',
        local,
      );
      expect(reply.status).toBe(200);
      expect(smtp.messages.filter((mail) => mail.to.includes(player.email))).toHaveLength(0);
    } finally {
      await local.close();
    }
  });
});
