import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreeDisclaimer,
  forgotPassword,
  login,
  register,
  resetPassword,
  verifyAge,
} from '@shared/api/accounts';
import { callRoute } from '../support/server/call-route';
import { linkIn, MAIL_SUBJECTS, waitForMail } from '../support/server/mailbox';
import { outboxRows, type OpenedOutboxRow } from '../support/server/outbox-rows';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import {
  callJson,
  freePort,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../support/server/server-process';
import {
  createTestApp,
  createTestDatabase,
  TEST_DATA_KEY,
  type TestApp,
} from '../support/server/test-app';
import { waitFor } from '../support/server/wait';

/**
 * An email may carry a live link (password reset, email verification, invitation). Once its
 * delivery is over, whatever the outcome, the outbox keeps who it went to and when, never the
 * link: someone who can read the database must not be able to take over an account with it.
 */

const PUBLIC_URL = 'http://velvet.test';
const RESET_SUBJECT = 'Reset your Velvet password';
/**
 * Every outbox row to `email`, its subject and bodies opened, once none of them is still
 * waiting or being sent.
 */
function settledOutbox(pool: pg.Pool, email: string, atLeast: number): Promise<OpenedOutboxRow[]> {
  return waitFor(`${atLeast} finished email(s) to ${email}`, async () => {
    const rows = await outboxRows(pool, 'recipient = $1', [email]);
    const settled = rows.every((row) => !['pending', 'sending'].includes(row.status));
    return rows.length >= atLeast && settled ? rows : undefined;
  });
}

const blank = { text_body: '', html_body: '' };

describe('when the SMTP server cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A loopback port nothing listens on: every delivery is refused at once.
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, PUBLIC_URL });
  });
  afterAll(async () => t?.close());

  it('marks the reset email failed and keeps no link of it, nor of the verification email', async () => {
    const player = await registerPlayer(t.app, { verified: false });
    const reply = await callRoute(t.app, forgotPassword, { body: { email: player.email } });
    expect(reply.status).toBe(200);

    const rows = await settledOutbox(t.database.pool, player.email, 2);
    expect(rows.map((row) => row.subject).sort()).toEqual(
      ['Confirm your email for Velvet', RESET_SUBJECT].sort(),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'failed', ...blank });
      // The delivery error says why it failed, never what the message held.
      expect(row.error).toBeTruthy();
      expect(JSON.stringify(row)).not.toMatch(/reset-password|verify-email|token=/);
    }
  });
});

describe('when the email reaches the SMTP server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
  });
  afterAll(async () => t?.close());

  it('delivers the working link and then keeps no copy of it', async () => {
    const player = await registerPlayer(t.app, { password: 'old-password-1' });
    expect((await callRoute(t.app, forgotPassword, { body: { email: player.email } })).status).toBe(
      200,
    );

    const mail = await waitForMail(t.app, player.email, MAIL_SUBJECTS.passwordReset);
    const link = linkIn(mail, '/reset-password');
    const token = link.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);

    const rows = await settledOutbox(t.database.pool, player.email, 2);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', ...blank });
    expect(JSON.stringify(rows)).not.toContain(token);

    // What the player received still works: only the stored copy was emptied.
    const reset = await callRoute(t.app, resetPassword, {
      body: { token, email: link.get('email') ?? '', newPassword: 'new-password-2' },
    });
    expect(reset.status).toBe(200);
    const signIn = await callRoute(t.app, login, {
      body: { email: player.email, password: 'new-password-2' },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('without SMTP_URL, on the real server process', () => {
  let server: ServerProcess;
  let dataDir: string;
  let database: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-mail-'));
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    server = spawnServer({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: 'mail-outbox-test-secret-long-enough-for-hs256',
      DATA_KEY: TEST_DATA_KEY,
      PUBLIC_URL,
      LOG_LEVEL: 'info',
    });
    await waitUntilHealthy(server, 60_000);
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await pool?.end();
    await database?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const post = async (route: { path: string }, body: unknown) =>
    (await callJson(server, 'POST', route.path, { body })).status;

  /** The emails to `to` that the server wrote to its log instead of sending them. */
  const loggedMails = (to: string) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.includes('email kept in the outbox'))
      .map((line) => JSON.parse(line) as { mail: { to: string; subject: string; text: string } })
      .filter((entry) => entry.mail.to === to);

  it('prints the reset link to the log, which works, and keeps no copy of it in the outbox', async () => {
    const email = uniqueEmail('local');
    expect(await post(verifyAge, { email, isAge18Plus: true })).toBe(200);
    expect(await post(agreeDisclaimer, { email, agreed: true })).toBe(200);
    const fields = { displayName: 'Robin', nickname: null, pronouns: null, gender: 0 };
    expect(
      await post(register, { ...fields, email, password: 'old-password-1', coupleId: null }),
    ).toBe(201);
    expect(await post(forgotPassword, { email })).toBe(200);

    const rows = await settledOutbox(pool, email, 2);
    for (const row of rows) expect(row).toMatchObject({ status: 'logged', ...blank });

    // A local install reads its links in the log: the one line allowed to carry it.
    const logged = await waitFor('the reset email in the log', () =>
      loggedMails(email).find((entry) => entry.mail.subject === RESET_SUBJECT),
    );
    const found = /http:\/\/velvet\.test\/reset-password\?\S+/.exec(logged.mail.text);
    expect(found).not.toBeNull();
    const link = new URL(found?.[0] ?? PUBLIC_URL);
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(rows)).not.toContain(token);

    const newPassword = 'new-password-2';
    const resetBody = { token, email: link.searchParams.get('email'), newPassword };
    expect(await post(resetPassword, resetBody)).toBe(200);
    expect(await post(login, { email, password: newPassword })).toBe(200);
  });
});
