import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import { AdminRole } from '@shared/api/define';
import type { SupportMessageBody } from '@shared/api/form-fields';
import { listSupportMessages, markSupportMessageHandled } from '@shared/api/support';
import { isEncryptedValue } from '../../src/server/crypto/field-cipher';
import { createStaffAccount } from '../support/server/admin';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { capturingLogger } from '../support/server/log-capture';
import { registerPlayer } from '../support/server/players';
import { sendSupportMessage, validSupportMessage } from '../support/server/support-messages';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { waitFor } from '../support/server/wait';

// A support message's subject and message are kept encrypted in its row (docs/
// matching-and-privacy.md, "Encryption at rest"): a copy of the table shows neither, while
// staff read them as written, in the Support tab and in the email the contact form sends them.

const SUPPORT_EMAIL = 'help.desk@velvet.test';

/** Two messages whose words appear nowhere else, one from a signed-in player, one a visitor's. */
const FROM_PLAYER = {
  subject: 'zebra-quartz-4412 our results page',
  message: 'Hello,\nmarigold-violin-7730: we both finished the survey but see nothing yet.',
};
const FROM_VISITOR = {
  subject: 'Question about lantern-fjord-9051',
  message: 'Before we sign up: does my partner see cobalt-thistle-2268 what I answer?',
};
const DISTINCTIVE = [
  'zebra-quartz-4412',
  'marigold-violin-7730',
  'lantern-fjord-9051',
  'cobalt-thistle-2268',
];

interface StoredRow {
  id: string;
  email: string;
  subject: string;
  message: string;
  /** The whole row as PostgreSQL holds it, every column. */
  whole: string;
}

/** The table's rows read straight from the database, as a copied database would show them. */
async function storedRows(app: TestApp): Promise<StoredRow[]> {
  const { rows } = await app.database.pool.query<StoredRow>(
    `SELECT id, email, subject, message, row_to_json(m)::text AS whole
     FROM support_messages m ORDER BY created_at, id`,
  );
  return rows;
}

async function storedRowOf(app: TestApp, sent: SupportMessageBody): Promise<StoredRow> {
  const row = (await storedRows(app)).find((stored) => stored.email === sent.email);
  if (!row) throw new Error(`no stored message from ${sent.email}`);
  return row;
}

async function send(app: TestApp, sent: SupportMessageBody, token?: string) {
  const reply = await sendSupportMessage(app, sent, token ? { token } : {});
  expect(reply.statusCode, reply.body).toBe(201);
}

describe('a support message at rest', () => {
  let t: TestApp;
  let admin: string;
  let fromPlayer: SupportMessageBody;
  let fromVisitor: SupportMessageBody;
  let player: Awaited<ReturnType<typeof registerPlayer>>;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL });
    admin = (await createStaffAccount(t.app, t.database.db, AdminRole.Admin)).token;
    player = await registerPlayer(t.app);
    fromPlayer = validSupportMessage({ ...FROM_PLAYER, email: player.email });
    fromVisitor = validSupportMessage(FROM_VISITOR);
    await send(t, fromPlayer, player.token);
    await send(t, fromVisitor);
  });
  afterAll(async () => t?.close());

  it('is stored with its subject and message encrypted, and nothing of them in the clear', async () => {
    const rows = await storedRows(t);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(isEncryptedValue(row.subject), row.subject).toBe(true);
      expect(isEncryptedValue(row.message), row.message).toBe(true);
      for (const word of DISTINCTIVE) expect(row.whole).not.toContain(word);
    }
    // Who wrote stays plain: staff reply to it, and an account's deletion finds it by it.
    expect(rows.map((row) => row.email).sort()).toEqual(
      [fromPlayer.email, fromVisitor.email].sort(),
    );
  });

  it('reads as written in the staff list, and the email to staff carries it', async () => {
    const { messages } = await callRouteOk(t.app, listSupportMessages, {
      token: admin,
      query: { pageSize: 100 },
    });
    for (const sent of [fromPlayer, fromVisitor]) {
      const { id } = await storedRowOf(t, sent);
      expect(messages.find((shown) => shown.id === id)).toMatchObject({
        email: sent.email,
        subject: sent.subject,
        message: sent.message,
      });
      const mail = await waitFor('the email to staff', () =>
        t.smtp?.messages.find((m) => m.subject === `[Velvet support] ${sent.subject}`),
      );
      for (const line of sent.message.split('\n')) expect(mail.text).toContain(line);
    }
  });

  it("is in the sender's data export as written, and only the sender's own", async () => {
    const exported = await callRouteOk(t.app, accounts.exportData, { token: player.token });
    expect(exported.supportMessages).toEqual([
      {
        name: fromPlayer.name,
        email: fromPlayer.email,
        subject: fromPlayer.subject,
        message: fromPlayer.message,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('reads as written once marked handled, and the audit log does not hold its subject', async () => {
    const { id } = await storedRowOf(t, fromPlayer);
    const marked = await callRouteOk(t.app, markSupportMessageHandled, {
      token: admin,
      params: { id },
    });
    expect(marked).toMatchObject({ id, subject: fromPlayer.subject, message: fromPlayer.message });
    const { rows } = await t.database.pool.query<{ action: string; whole: string }>(
      'SELECT action, row_to_json(a)::text AS whole FROM admin_audit_log a WHERE target = $1',
      [id],
    );
    expect(rows.map((row) => row.action)).toEqual(['support.handled']);
    for (const word of DISTINCTIVE) expect(rows[0]?.whole).not.toContain(word);
  });
});

describe('a stored value moved into another message', () => {
  const log = capturingLogger();
  let t: TestApp;
  let admin: string;
  let source: StoredRow;
  let target: StoredRow;
  beforeAll(async () => {
    // A database of its own: the list it breaks is no other test's.
    t = await createTestApp({ SUPPORT_EMAIL }, { logger: log.logger });
    admin = (await createStaffAccount(t.app, t.database.db, AdminRole.Admin)).token;
    const first = validSupportMessage(FROM_PLAYER);
    const second = validSupportMessage(FROM_VISITOR);
    await send(t, first);
    await send(t, second);
    source = await storedRowOf(t, first);
    target = await storedRowOf(t, second);
    // What a tampering hand with the database could do: the first message's text on the second.
    await t.database.pool.query(
      'UPDATE support_messages SET message = $1, subject = $2 WHERE id = $3',
      [source.message, source.subject, target.id],
    );
  });
  afterAll(async () => t?.close());

  const decryptFailureLogged = () =>
    log.entries.some((entry) =>
      JSON.stringify(entry.err ?? '').includes(
        `does not decrypt as support_messages.subject of record ${target.id}`,
      ),
    );

  it("does not show staff the other message's text: the list fails, naming the row in the log", async () => {
    const reply = await callRoute(t.app, listSupportMessages, { token: admin, query: {} });
    expect({ status: reply.status, body: reply.response.json() }).toEqual({
      status: 500,
      body: { message: 'Server error occurred' },
    });
    for (const word of DISTINCTIVE) expect(reply.response.body).not.toContain(word);
    expect(decryptFailureLogged()).toBe(true);
  });

  it('cannot be marked handled, and the message is left as it was', async () => {
    const reply = await callRoute(t.app, markSupportMessageHandled, {
      token: admin,
      params: { id: target.id },
    });
    expect(reply.status).toBe(500);
    for (const word of DISTINCTIVE) expect(reply.response.body).not.toContain(word);
    const { rows } = await t.database.pool.query<{ handled_at: Date | null }>(
      'SELECT handled_at FROM support_messages WHERE id = $1',
      [target.id],
    );
    expect(rows).toEqual([{ handled_at: null }]);
    // The first message, untouched, still opens for the row it was written for.
    const marked = await callRouteOk(t.app, markSupportMessageHandled, {
      token: admin,
      params: { id: source.id },
    });
    expect(marked).toMatchObject({ subject: FROM_PLAYER.subject, message: FROM_PLAYER.message });
  });
});
