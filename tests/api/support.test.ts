import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRole } from '@shared/api/define';
import type { SupportMessageBody } from '@shared/api/form-fields';
import { contactSupport } from '@shared/api/support';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGES,
  SUPPORT_NAME_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
} from '@shared/domain/support';
import { outbox, supportMessages } from '../../src/server/db/schema';
import { SUPPORT_COPIES_PER_DAY } from '../../src/server/modules/support/contact';
import { createStaffAccount } from '../support/server/admin';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/server/smtp';
import {
  freshAddress,
  sendSupportMessage,
  storedBySubject as storedIn,
  validSupportMessage as validMessage,
} from '../support/server/support-messages';
import { capturingLogger } from '../support/server/log-capture';
import { outboxRows } from '../support/server/outbox-rows';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { waitFor } from '../support/server/wait';

// Sending a support message: storage, both emails, validation and the rate limit. The staff's
// side is in support-staff.test.ts.

const SUPPORT_EMAIL = 'help.desk@velvet.test';
const BUDGET = 3;

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL,
    SUPPORT_RATE_LIMIT: String(BUDGET),
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const send = (
  payload: unknown,
  options: { address?: string; token?: string; app?: TestApp } = {},
) => sendSupportMessage(options.app ?? t, payload, options);

const storedBySubject = (subject: string) => storedIn(t, subject);

/** The outbox rows of one message: the one to staff (replying to the sender) and the copy. */
const outboxRowsOf = (sent: SupportMessageBody, app = t) =>
  app.database.db
    .select()
    .from(outbox)
    .where(or(eq(outbox.replyTo, sent.email), eq(outbox.recipient, sent.email)));

/** The copies queued for `address`, whatever became of them (subjects opened in code). */
const copiesTo = async (address: string) =>
  (await outboxRows(t.database.pool, 'recipient = $1', [address])).filter(
    (row) => row.subject === 'We got your message',
  );

const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));
/** The text part as typed: SMTP carries line breaks as CRLF. */
const textOf = (mail: ReceivedMail) => mail.text.replace(/\r\n/g, '\n');
const headerOf = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(mail.raw)?.[1]?.trim();

describe('sending a support message', () => {
  it('stores it, answers 201 with the sent message, and emails staff, quoting the message', async () => {
    const sent = validMessage();
    const reply = await send(sent);
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toEqual({ message: SUPPORT_MESSAGES.sent });

    const [stored] = await storedBySubject(sent.subject);
    expect(stored).toMatchObject({
      name: sent.name,
      email: sent.email,
      message: sent.message,
      playerId: null,
      handledAt: null,
      handledBy: null,
    });

    const staffMail = await waitFor('the email to staff', () =>
      mailsTo(SUPPORT_EMAIL).find((mail) => mail.subject === `[Velvet support] ${sent.subject}`),
    );
    expect(headerOf(staffMail, 'Reply-To')).toBe(sent.email);
    expect(textOf(staffMail)).toContain(`From: ${sent.name} <${sent.email}>`);
    expect(textOf(staffMail)).toContain(
      '> Hello,\n> my partner and I both finished the survey.\n> \n> Where are our results?',
    );

    // Went through the outbox and was marked sent once SMTP took it.
    const queued = await waitFor('the outbox row sent', async () => {
      const rows = await outboxRowsOf(sent);
      return rows.length === 1 && rows.every((row) => row.status === 'sent') && rows;
    });
    expect(queued.map((row) => [row.recipient, row.replyTo])).toEqual([
      [SUPPORT_EMAIL, sent.email],
    ]);
  });

  it('writes the email to staff, with its text, to the log when no SMTP server is configured', async () => {
    const log = capturingLogger();
    const offline = await createTestApp(
      { SUPPORT_EMAIL },
      { sameDatabaseAs: t, smtp: false, logger: log.logger },
    );
    try {
      const sent = validMessage();
      expect((await send(sent, { app: offline })).statusCode).toBe(201);
      const rows = await waitFor('the email logged', async () => {
        const all = await outboxRowsOf(sent, offline);
        return all.length === 1 && all.every((row) => row.status === 'logged') && all;
      });
      const toStaff = rows.find((row) => row.recipient === SUPPORT_EMAIL);
      expect(toStaff?.replyTo).toBe(sent.email);
      const logged = log.mails().find((mail) => mail.id === toStaff?.id);
      expect(logged).toMatchObject({ to: SUPPORT_EMAIL, replyTo: sent.email });
      expect(logged?.text).toContain('> my partner and I both finished the survey.');
    } finally {
      await offline.close();
    }
  });

  it('records the signed-in player who wrote, and treats a bad or foreign token as a visitor', async () => {
    const player = await registerPlayer(t.app, { displayName: 'Robin' });
    const signedIn = validMessage({ email: player.email });
    expect((await send(signedIn, { token: player.token })).statusCode).toBe(201);
    expect((await storedBySubject(signedIn.subject))[0]?.playerId).toBe(player.id);

    const staffToken = (await createStaffAccount(t.app, t.database.db, AdminRole.Admin)).token;
    // A genuine token whose account no longer exists.
    const goneToken = t.app.signPlayerToken({
      sub: '00000000-0000-4000-8000-0000000000aa',
      email: 'gone@example.com',
      displayName: 'Gone',
      coupleId: null,
      player1Id: null,
      player2Id: null,
      sessionVersion: 0,
      sessionStartedAt: Math.floor(Date.now() / 1000),
    });
    for (const token of ['not-a-token', `${player.token}x`, staffToken, goneToken]) {
      const visitor = validMessage();
      const reply = await send(visitor, { token });
      expect(reply.statusCode, token).toBe(201);
      expect((await storedBySubject(visitor.subject))[0]?.playerId, token).toBeNull();
    }
  });

  it('trims what was typed and keeps the email in lower case', async () => {
    const email = uniqueEmail('Mixed.Case');
    const sent = validMessage({ name: '  Sam  ', email: ` ${email.toUpperCase()} ` });
    expect((await send({ ...sent, subject: ` ${sent.subject} ` })).statusCode).toBe(201);
    expect((await storedBySubject(sent.subject))[0]).toMatchObject({
      name: 'Sam',
      email: email.toLowerCase(),
    });
  });
});

describe('what reaches an inbox', () => {
  const PHISHING = 'Velvet Team\n\nACTION: visit evil.example to keep your account';

  it('writes nothing to an address typed into the form, whatever the message says', async () => {
    const stranger = uniqueEmail('stranger');
    const sent = validMessage({ email: stranger, message: PHISHING });
    expect((await send(sent)).statusCode).toBe(201);
    const staffMail = await waitFor('the email to staff', () =>
      mailsTo(SUPPORT_EMAIL).find((mail) => mail.subject.endsWith(sent.subject)),
    );
    // Staff read every word, quoted, with the address no longer a link.
    expect(textOf(staffMail)).toContain(
      '> Velvet Team\n> \n> ACTION: visit evil[.]example to keep your account',
    );
    expect(staffMail.text).not.toContain('evil.example');
    expect(staffMail.html).not.toContain('evil.example');
    // Every email is queued with the message, in one transaction: none went to the stranger.
    expect(await outboxRowsOf(sent)).toHaveLength(1);
    expect(mailsTo(stranger)).toEqual([]);
  });

  it('sends a signed-in player with a confirmed email a copy there, repeating nothing they typed', async () => {
    const player = await registerPlayer(t.app, { displayName: 'Quinn' });
    const typed = uniqueEmail('typed.elsewhere');
    const sent = validMessage({ email: typed, name: 'Velvet Team', message: PHISHING });
    expect((await send(sent, { token: player.token })).statusCode).toBe(201);

    const copy = await waitFor('the copy to the player', () =>
      mailsTo(player.email).find((mail) => mail.subject === 'We got your message'),
    );
    expect(headerOf(copy, 'Reply-To')).toBe(SUPPORT_EMAIL);
    expect(textOf(copy)).toContain('within 24 to 48 hours');
    for (const part of [copy.text, copy.html, copy.subject]) {
      for (const typedText of ['Velvet Team', 'evil', 'ACTION', sent.subject, typed])
        expect(part).not.toContain(typedText);
    }
    expect(mailsTo(typed)).toEqual([]);
  });

  it('sends no copy to a player whose email is not confirmed', async () => {
    const player = await registerPlayer(t.app, { verified: false });
    const sent = validMessage({ email: player.email });
    expect((await send(sent, { token: player.token })).statusCode).toBe(201);
    await waitFor('the email to staff', () =>
      mailsTo(SUPPORT_EMAIL).find((mail) => mail.subject.endsWith(sent.subject)),
    );
    expect(await copiesTo(player.email)).toEqual([]);
    expect(mailsTo(player.email).filter((mail) => mail.subject === 'We got your message')).toEqual(
      [],
    );
  });

  it(`sends one address at most ${SUPPORT_COPIES_PER_DAY} copies a day, however many nodes take the messages`, async () => {
    const player = await registerPlayer(t.app);
    // The nodes share the support budgets; the second allows more, so past the first node's
    // budget only the daily limit on copies is at work.
    const otherNode = await createTestApp(
      { SMTP_URL: smtp.url, SUPPORT_EMAIL, SUPPORT_RATE_LIMIT: String(BUDGET * 10) },
      { sameDatabaseAs: t },
    );
    try {
      const subjects: string[] = [];
      for (let i = 0; i <= SUPPORT_COPIES_PER_DAY; i++) {
        // The copies are counted in the database, whichever node sends them.
        const sent = validMessage({ email: player.email });
        subjects.push(sent.subject);
        const reply = await send(sent, { token: player.token, app: i < BUDGET ? t : otherNode });
        expect(reply.statusCode, `message ${i + 1}`).toBe(201);
      }
      await waitFor('every message to reach staff', () =>
        subjects.every((subject) =>
          mailsTo(SUPPORT_EMAIL).some((m) => m.subject.endsWith(subject)),
        ),
      );
      expect(await copiesTo(player.email)).toHaveLength(SUPPORT_COPIES_PER_DAY);
    } finally {
      await otherNode.close();
    }
  });
});

describe('validation', () => {
  const fields = [
    ['name', 'Name', SUPPORT_NAME_MAX_LENGTH],
    ['subject', 'Subject', SUPPORT_SUBJECT_MAX_LENGTH],
    ['message', 'Message', SUPPORT_MESSAGE_MAX_LENGTH],
  ] as const;

  const refused = async (payload: unknown) => {
    const countBefore = (await t.database.db.select().from(supportMessages)).length;
    const outboxBefore = (await t.database.db.select().from(outbox)).length;
    const reply = await send(payload);
    expect((await t.database.db.select().from(supportMessages)).length).toBe(countBefore);
    expect((await t.database.db.select().from(outbox)).length).toBe(outboxBefore);
    return { status: reply.statusCode, body: reply.json() as unknown };
  };

  for (const [field, label, max] of fields) {
    it(`refuses a missing, blank or too long ${field} with a message, storing nothing`, async () => {
      const { [field]: _left, ...without } = validMessage();
      expect(await refused(without)).toEqual({
        status: 400,
        body: { message: `${field}: ${label} is required.` },
      });
      expect(await refused(validMessage({ [field]: '   ' }))).toEqual({
        status: 400,
        body: { message: `${field}: ${label} is required.` },
      });
      expect(await refused(validMessage({ [field]: 'x'.repeat(max + 1) }))).toEqual({
        status: 400,
        body: { message: `${field}: ${label} is too long.` },
      });
      // The longest allowed is accepted.
      expect((await send(validMessage({ [field]: 'y'.repeat(max) }))).statusCode).toBe(201);
    });
  }

  it('refuses a missing or malformed email with a message, storing nothing', async () => {
    const { email: _left, ...without } = validMessage();
    expect(await refused(without)).toEqual({
      status: 400,
      body: { message: 'email: Email is required.' },
    });
    for (const email of ['', 'not-an-email', 'a@', '@example.com', 'two@@example.com']) {
      expect(await refused(validMessage({ email })), email).toEqual({
        status: 400,
        body: { message: 'email: Please enter a valid email address.' },
      });
    }
  });

  it('refuses a name or subject that would put a second line or an address in the email to staff', async () => {
    const cases: [Partial<SupportMessageBody>, string][] = [
      [{ name: 'Sam\nFrom: Velvet Team <team@velvet.local>' }, 'name: Name must be on one line.'],
      [{ name: 'Sam at evil.example' }, 'name: Name cannot contain a web address.'],
      [{ name: 'Sam 10.0.0.1' }, 'name: Name cannot contain a web address.'],
      [{ name: 'Sam\u202E' }, 'name: Name cannot contain invisible or control characters.'],
      [{ subject: 'Two lines\nBcc: someone@example.com' }, 'subject: Subject must be on one line.'],
      [
        { subject: 'Visit https://evil.example now' },
        'subject: Subject cannot contain a web address.',
      ],
    ];
    for (const [change, message] of cases) {
      expect(await refused(validMessage(change)), message).toEqual({
        status: 400,
        body: { message },
      });
    }
    // Other punctuation is fine in a subject.
    expect(
      (await send(validMessage({ subject: `Why? Results & streaks (${Date.now()})` }))).statusCode,
    ).toBe(201);
  });

  it('refuses a body that is not JSON or not an object', async () => {
    expect((await refused('just text')).status).toBe(415);
    expect((await refused([validMessage()])).status).toBe(400);
    expect((await refused(validMessage({ name: 42 as unknown as string }))).status).toBe(400);
  });
});

describe('rate limit', () => {
  it(`lets one address send ${BUDGET}, then answers 429 with a clear message and stores nothing`, async () => {
    const address = freshAddress();
    for (let i = 0; i < BUDGET; i++) {
      const reply = await send(validMessage(), { address });
      expect(reply.statusCode, `message ${i + 1}`).toBe(201);
    }
    const extra = validMessage();
    const refused = await send(extra, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(
        /^Too many support messages from this address\. Please wait \d+ minutes? and try again\.$/,
      ),
    });
    expect(await storedBySubject(extra.subject)).toEqual([]);
    expect(mailsTo(extra.email)).toEqual([]);
  });

  it('counts each address separately, and apart from the sign-in budget', async () => {
    const busy = freshAddress();
    for (let i = 0; i <= BUDGET; i++) await send(validMessage(), { address: busy });
    expect((await send(validMessage(), { address: busy })).statusCode).toBe(429);

    expect((await send(validMessage())).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { email: uniqueEmail(), password: 'wrong-password' },
      remoteAddress: busy,
    });
    expect(login.statusCode).toBe(401);
  });

  it('cannot be dodged with an X-Forwarded-For header', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= BUDGET; i++) {
      const reply = await t.app.inject({
        method: 'POST',
        url: contactSupport.path,
        payload: validMessage(),
        remoteAddress: address,
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(BUDGET).fill(201), 429]);
  });
});
