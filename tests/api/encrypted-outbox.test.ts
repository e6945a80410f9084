import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount, forgotPassword } from '@shared/api/accounts';
import {
  OUTBOX_HTML_BODY,
  OUTBOX_SUBJECT,
  OUTBOX_TEXT_BODY,
} from '../../src/server/crypto/encrypted-columns';
import {
  FieldCipher,
  FieldDecryptError,
  isEncryptedValue,
} from '../../src/server/crypto/field-cipher';
import { countPlainValues, sealPlainValues } from '../../src/server/crypto/plain-values';
import { openDatabase } from '../../src/server/db/client';
import { inTransaction } from '../../src/server/db/transactions';
import { createMailer } from '../../src/server/mail/mailer';
import {
  notificationEmail,
  passwordResetEmail,
  supportCopyEmail,
  supportMessageEmail,
} from '../../src/server/mail/templates';
import { SUPPORT_REPLY_TIME } from '@shared/domain/support';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { inviteOk } from '../support/server/couples';
import { capturingLogger } from '../support/server/log-capture';
import { linkIn, MAIL_SUBJECTS, waitForMail } from '../support/server/mailbox';
import { outboxRows } from '../support/server/outbox-rows';
import { registerPlayer } from '../support/server/players';
import type { ReceivedMail } from '../support/server/smtp';
import { sendSupportMessage, validSupportMessage } from '../support/server/support-messages';
import { createTestApp, TEST_KEYRING, type TestApp } from '../support/server/test-app';
import { waitFor } from '../support/server/wait';

// The outbox keeps every email the product writes: a support message's subject stays there
// after sending, and the bodies hold a teaser, a message or a live link until delivered. Read
// straight from the database, none of it is legible; what the SMTP server and the log get is
// exactly what the templates wrote.

const SUPPORT_EMAIL = 'help.desk@velvet.test';
const PUBLIC_URL = 'http://velvet.test';
const WORDS = {
  subject: 'marmalade-kettle-9071 about our evenings',
  message: 'zebra-quartz-4412 we would like to talk about what we share',
};

const cipher = new FieldCipher(TEST_KEYRING);
const WORD_COLUMNS = ['subject', 'text_body', 'html_body'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL, PUBLIC_URL });
});
afterAll(async () => t?.close());

/** The outbox as a copy of the database shows it: its subject and bodies as stored. */
async function storedOutbox() {
  const { rows } = await t.database.pool.query<{
    id: string;
    recipient: string;
    status: string;
    subject: string;
    text_body: string;
    html_body: string;
  }>('SELECT id, recipient, status, subject, text_body, html_body FROM outbox ORDER BY created_at');
  return rows;
}

/** What the SMTP server received, as the template wrote it (SMTP carries lines as CRLF). */
const asWritten = (mail: ReceivedMail) => ({
  to: mail.to,
  subject: mail.subject,
  text: mail.text.replace(/\r\n/g, '\n').trimEnd(),
  html: mail.html.replace(/\r\n/g, '\n').trimEnd(),
});
const expected = (mail: { to: string; subject: string; text: string; html: string }) => ({
  to: [mail.to],
  subject: mail.subject,
  text: mail.text.trimEnd(),
  html: mail.html.trimEnd(),
});

/**
 * The mailer of a node that lost its database right after committing: what it enqueues in a
 * transaction of ours stays waiting, as when a node stops before delivering.
 */
async function stoppedMailer() {
  const lost = await openDatabase(t.databaseUrl, 1);
  await lost.close();
  return createMailer({
    db: lost.db,
    cipher,
    smtpUrl: t.smtp!.url,
    from: 'Velvet <no-reply@velvet.test>',
    log: capturingLogger().logger,
  });
}

const receivedBy = (address: string) =>
  (t.smtp?.messages ?? []).filter((mail) => mail.to.includes(address));

describe('the outbox, read straight from the database', () => {
  it('holds no subject or body in the clear, and the SMTP server gets the very emails written', async () => {
    const writer = await registerPlayer(t.app, { displayName: 'Robin' });
    const sent = validSupportMessage({ email: writer.email, ...WORDS });
    const reply = await sendSupportMessage(t, sent, { token: writer.token });
    expect(reply.statusCode, reply.body).toBe(201);
    const reset = await registerPlayer(t.app, { displayName: 'Sasha' });
    expect((await callRoute(t.app, forgotPassword, { body: { email: reset.email } })).status).toBe(
      200,
    );

    // Exactly as the templates write them, to the same addresses.
    const toStaff = await waitFor('the email to staff', () =>
      receivedBy(SUPPORT_EMAIL).find((mail) => mail.subject.includes('marmalade-kettle-9071')),
    );
    expect(asWritten(toStaff)).toEqual(expected(supportMessageEmail(SUPPORT_EMAIL, sent)));
    expect(toStaff.raw).toMatch(new RegExp(`^Reply-To: ${writer.email}`, 'im'));
    const copy = await waitFor('the copy to the writer', () =>
      receivedBy(writer.email).find((mail) => mail.subject === 'We got your message'),
    );
    expect(asWritten(copy)).toEqual(
      expected(supportCopyEmail(writer.email, SUPPORT_EMAIL, SUPPORT_REPLY_TIME)),
    );
    const resetMail = await waitForMail(t.app, reset.email, MAIL_SUBJECTS.passwordReset);
    const link = linkIn(resetMail, '/reset-password');
    const token = link.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);
    const resetLink = `${PUBLIC_URL}/reset-password?${link.toString()}`;
    expect(asWritten(resetMail)).toEqual(
      expected(passwordResetEmail(reset.email, 'Sasha', resetLink)),
    );

    // Delivery over, every row is settled: nothing legible stays, not even the emptied bodies.
    const rows = await waitFor('every email settled', async () => {
      const all = await storedOutbox();
      return all.every((row) => row.status === 'sent') ? all : undefined;
    });
    const ours = rows.filter((row) =>
      [SUPPORT_EMAIL, writer.email, reset.email].includes(row.recipient),
    );
    expect(ours.length).toBeGreaterThanOrEqual(5); // two verifications, staff, copy, reset
    const dump = JSON.stringify(rows);
    for (const text of [...Object.values(WORDS), token, 'Reset your Velvet password', 'Velvet'])
      expect(dump, text).not.toContain(text);
    for (const row of rows)
      for (const column of WORD_COLUMNS) expect(isEncryptedValue(row[column]), column).toBe(true);
    // Opened with the row's own id, they are what was sent, the bodies emptied after sending.
    const opened = await outboxRows(t.database.pool, 'recipient = $1', [SUPPORT_EMAIL]);
    expect(opened.find((row) => row.subject === `[Velvet support] ${WORDS.subject}`)).toMatchObject(
      { status: 'sent', reply_to: writer.email, text_body: '', html_body: '' },
    );
  });

  it('keeps a waiting email sealed, and a later delivery sends it exactly as written', async () => {
    const player = await registerPlayer(t.app, { displayName: 'Noor' });
    const email = passwordResetEmail(player.email, 'Noor', `${PUBLIC_URL}/reset-password?token=x1`);
    // A node that lost its database right after the commit: the email stays waiting.
    const stopped = await stoppedMailer();
    const id = await inTransaction(t.database.db, (tx) => stopped.enqueue(tx, email));
    stopped.close();

    const [waiting] = (await storedOutbox()).filter((row) => row.id === id);
    expect(waiting?.status).toBe('pending');
    for (const column of WORD_COLUMNS) expect(isEncryptedValue(waiting![column])).toBe(true);
    expect(JSON.stringify(waiting)).not.toMatch(/Noor|reset-password|Reset your/);

    // What a node does at start (and after each commit): the waiting email leaves now.
    await t.app.mailer.deliverPending();
    const mail = await waitFor('the waiting email', () =>
      receivedBy(player.email).find((each) => each.subject === email.subject),
    );
    expect(asWritten(mail)).toEqual(expected(email));
    const [done] = await outboxRows(t.database.pool, 'id = $1', [id]);
    expect(done).toMatchObject({ status: 'sent', text_body: '', html_body: '' });
  });

  it('writes to the log what it wrote before when no SMTP server is set', async () => {
    const log = capturingLogger();
    const local = await createTestApp(
      { SUPPORT_EMAIL, PUBLIC_URL },
      { sameDatabaseAs: t, smtp: false, logger: log.logger },
    );
    try {
      const sent = validSupportMessage(WORDS);
      expect((await sendSupportMessage(local, sent)).statusCode).toBe(201);
      const logged = await waitFor('the email in the log', () =>
        log.mails().find((mail) => mail.subject === `[Velvet support] ${WORDS.subject}`),
      );
      const written = supportMessageEmail(SUPPORT_EMAIL, sent);
      expect(logged).toEqual({
        id: logged.id,
        to: SUPPORT_EMAIL,
        replyTo: sent.email,
        subject: written.subject,
        text: written.text,
      });
      // The row is marked just after the log line is written.
      const row = await waitFor('the email marked logged', async () =>
        (await storedOutbox()).find((each) => each.id === logged.id && each.status === 'logged'),
      );
      for (const column of WORD_COLUMNS) expect(isEncryptedValue(row[column])).toBe(true);
      expect(JSON.stringify(row)).not.toContain('marmalade-kettle-9071');
    } finally {
      await local.close();
    }
  });

  it('does not open a value copied from another row, and sends nothing for that row', async () => {
    const one = passwordResetEmail('one@velvet.test', 'One', `${PUBLIC_URL}/reset-password?t=1`);
    const two = passwordResetEmail('two@velvet.test', 'Two', `${PUBLIC_URL}/reset-password?t=2`);
    const stopped = await stoppedMailer();
    const [first, second] = await inTransaction(t.database.db, async (tx) => [
      await stopped.enqueue(tx, one),
      await stopped.enqueue(tx, two),
    ]);
    // The second row takes the first one's sealed words, as someone editing the database might.
    await t.database.pool.query(
      `UPDATE outbox AS t SET subject = f.subject, text_body = f.text_body, html_body = f.html_body
       FROM outbox AS f WHERE f.id = $1 AND t.id = $2`,
      [first, second],
    );
    const [moved] = (await storedOutbox()).filter((row) => row.id === second);
    for (const [column, sealed] of [
      [OUTBOX_SUBJECT, moved!.subject],
      [OUTBOX_TEXT_BODY, moved!.text_body],
      [OUTBOX_HTML_BODY, moved!.html_body],
    ] as const) {
      expect(() => column.open(cipher, second!, sealed)).toThrow(FieldDecryptError);
      expect(column.open(cipher, first!, sealed)).toBeTruthy();
    }

    await t.app.mailer.deliverPending();
    const failed = await waitFor('the moved row given up', async () => {
      const { rows } = await t.database.pool.query<{ status: string; error: string }>(
        'SELECT status, error FROM outbox WHERE id = $1',
        [second],
      );
      return rows[0]?.status === 'failed' ? rows[0] : undefined;
    });
    expect(failed.error).toMatch(/does not decrypt as outbox\.subject of record/);
    // The first row, untouched, still goes, and the second one's recipient gets nothing.
    const mail = await waitFor('the first email', () => receivedBy('one@velvet.test')[0]);
    expect(asWritten(mail)).toEqual(expected(one));
    expect(receivedBy('two@velvet.test')).toEqual([]);
  });

  it('takes a deleted player’s name out of an email still waiting for someone they invited', async () => {
    const leaves = await registerPlayer(t.app, { displayName: 'Blake' });
    const stays = await registerPlayer(t.app, { displayName: 'Avery' });
    await inviteOk(t.app, leaves.token, stays.email);
    const waiting = notificationEmail(
      stays.email,
      { title: 'Blake invited you to Velvet', description: 'Blake is waiting for your answer.' },
      `${PUBLIC_URL}/dashboard`,
    );
    // Once the invitation is out, no delivery is under way to take this one early.
    await waitFor('the invitation sent', async () =>
      (await storedOutbox()).every((row) => !['pending', 'sending'].includes(row.status)),
    );
    const stopped = await stoppedMailer();
    const id = await inTransaction(t.database.db, (tx) => stopped.enqueue(tx, waiting));

    await callRouteOk(t.app, deleteAccount, {
      token: leaves.token,
      body: { password: leaves.password },
    });
    await t.app.mailer.deliverPending();

    // Opened, renamed and sealed again for its row: the email goes out without the name.
    const renamed = 'Velvet: a former partner invited you to Velvet';
    const mail = await waitFor('the renamed email', () =>
      receivedBy(stays.email).find((each) => each.subject === renamed),
    );
    expect(asWritten(mail).text).toBe(
      'A former partner invited you to Velvet\n\na former partner is waiting for your answer.\n\n' +
        `Open Velvet: ${PUBLIC_URL}/dashboard\n\n` +
        'You get these emails because email notifications are on. Turn them off in Settings.',
    );
    expect(mail.html).toContain('<strong>a former partner invited you to Velvet</strong>');
    expect(mail.raw).not.toContain('Blake');
    const [stored] = (await storedOutbox()).filter((row) => row.id === id);
    for (const column of WORD_COLUMNS) expect(isEncryptedValue(stored![column])).toBe(true);
    expect((await outboxRows(t.database.pool, 'id = $1', [id]))[0]?.subject).toBe(renamed);
  });

  it('seals at start the emails written before it was encrypted, and still sends a waiting one', async () => {
    const before = passwordResetEmail(
      'older@velvet.test',
      'Kai',
      `${PUBLIC_URL}/reset-password?t=k`,
    );
    await waitFor('no email under way', async () =>
      (await storedOutbox()).every((row) => !['pending', 'sending'].includes(row.status)),
    );
    // As an older version left them: one sent (bodies emptied), one still waiting.
    const { rows } = await t.database.pool.query<{ id: string }>(
      `INSERT INTO outbox (recipient, subject, text_body, html_body, status)
       VALUES ('older@velvet.test', 'marmalade-kettle-9071 sent long ago', '', '', 'sent'),
              ($1, $2, $3, $4, 'pending')
       RETURNING id`,
      [before.to, before.subject, before.text, before.html],
    );
    const columns = [OUTBOX_SUBJECT, OUTBOX_TEXT_BODY, OUTBOX_HTML_BODY];
    expect(await countPlainValues(t.database.db, columns)).toEqual([
      { column: 'outbox.subject', count: 2 },
      { column: 'outbox.text_body', count: 2 },
      { column: 'outbox.html_body', count: 2 },
    ]);

    // What every start does before serving: the whole registry, then nothing plain is left.
    await sealPlainValues(t.database.db, cipher);
    expect(await countPlainValues(t.database.db)).toEqual([]);
    const sealed = (await storedOutbox()).filter((row) => rows.some(({ id }) => id === row.id));
    expect(JSON.stringify(sealed)).not.toMatch(/marmalade|Kai|reset-password/);

    await t.app.mailer.deliverPending();
    const mail = await waitFor('the waiting email', () => receivedBy('older@velvet.test')[0]);
    expect(asWritten(mail)).toEqual(expected(before));
    const opened = await outboxRows(t.database.pool, 'recipient = $1', ['older@velvet.test']);
    expect(opened.map((row) => [row.subject, row.status, row.text_body]).sort()).toEqual([
      [before.subject, 'sent', ''],
      ['marmalade-kettle-9071 sent long ago', 'sent', ''],
    ]);
  });
});
