import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMyIntent, saveIntent } from '@shared/api/intent';
import { INTENT_OPTIONS } from '@shared/domain/intent';
import { DataKeyMismatchError, verifyDataKeys } from '../../src/server/crypto/data-key-check';
import { SUPPORT_MESSAGE, SUPPORT_SUBJECT } from '../../src/server/crypto/encrypted-columns';
import { FieldCipher } from '../../src/server/crypto/field-cipher';
import { Keyring } from '../../src/server/crypto/keyring';
import { rotateDataKey } from '../../src/server/crypto/rotate-key';
import { callRouteOk } from '../support/server/call-route';
import { registerPlayer } from '../support/server/players';
import { sendSupportMessage, validSupportMessage } from '../support/server/support-messages';
import { createTestApp, type TestApp } from '../support/server/test-app';

// A key rotation while Velvet serves: a node on the old key wrote the database, the nodes now
// hold the new key (and the old one as previous), and 20 clients keep writing while every value
// is sealed again. Nothing written is lost, nothing is left under the old key, the old key is
// retired, and a node given only the old key no longer starts.

const OLD = Buffer.alloc(32, 1);
const NEW = Buffer.alloc(32, 2);
const oldKeyring = Keyring.fromKeys(OLD);
const rotating = Keyring.fromKeys(NEW, [OLD]);
const OLD_ROWS = 1_200;
const CLIENTS = 20;

let before: TestApp;
let after: TestApp;
let players: Awaited<ReturnType<typeof registerPlayer>>[];

async function storedMessages(keyring: Keyring) {
  const cipher = new FieldCipher(keyring);
  const { rows } = await after.database.pool.query<{ id: string; message: string }>(
    'SELECT id, message FROM support_messages',
  );
  return rows.map((row) => SUPPORT_MESSAGE.open(cipher, row.id, row.message));
}

beforeAll(async () => {
  before = await createTestApp({}, { keyring: oldKeyring });
  await verifyDataKeys(before.database.db, oldKeyring);
  // What the old node wrote: messages (more than a batch) and each player's intent.
  const cipher = new FieldCipher(oldKeyring);
  const values = Array.from({ length: OLD_ROWS }, (_, i) => {
    const id = randomUUID();
    return [
      id,
      SUPPORT_SUBJECT.seal(cipher, id, `Old ${i}`),
      SUPPORT_MESSAGE.seal(cipher, id, `old message ${i}`),
    ];
  });
  await before.database.pool.query(
    `INSERT INTO support_messages (id, name, email, subject, message)
     SELECT v.id::uuid, 'Sam', 'sam@example.com', v.subject, v.message
     FROM jsonb_to_recordset($1::jsonb) AS v(id text, subject text, message text)`,
    [JSON.stringify(values.map(([id, subject, message]) => ({ id, subject, message })))],
  );
  players = await Promise.all(Array.from({ length: 4 }, () => registerPlayer(before.app)));
  for (const player of players)
    await callRouteOk(before.app, saveIntent, {
      token: player.token,
      body: { lookingFor: [INTENT_OPTIONS.lookingFor[0]!] },
    });
  after = await createTestApp({}, { keyring: rotating, sameDatabaseAs: before });
}, 120_000);
afterAll(async () => {
  await after?.close();
  await before?.close();
});

/** Keeps sending messages from `client` until `until` is done; the texts acknowledged. */
async function writeUntil(client: number, until: Promise<unknown>) {
  const acknowledged: string[] = [];
  let done = false;
  void until.finally(() => (done = true));
  for (let i = 0; !done || i < 3; i++) {
    const message = `client ${client} message ${i}`;
    const sent = await sendSupportMessage(after, validSupportMessage({ message }));
    if (sent.statusCode === 201) acknowledged.push(message);
    if (i % 5 === 0) {
      const player = players[client % players.length]!;
      await callRouteOk(after.app, saveIntent, {
        token: player.token,
        body: { lookingFor: [INTENT_OPTIONS.lookingFor[i % INTENT_OPTIONS.lookingFor.length]!] },
      });
    }
  }
  return acknowledged;
}

describe('rotating the data key while clients write', () => {
  it('loses nothing, leaves nothing under the old key and retires it', async () => {
    const rotation = rotateDataKey(after.database.db, rotating);
    const written = await Promise.all(
      Array.from({ length: CLIENTS }, (_, client) => writeUntil(client, rotation)),
    );
    const { resealed, retired } = await rotation;
    expect(resealed).toBeGreaterThanOrEqual(2 * OLD_ROWS);
    expect(retired).toEqual([oldKeyring.current.id]);

    // Nothing is under the old key, in any column: every value reads with the new key alone.
    const newOnly = Keyring.fromKeys(NEW);
    const { rows: underOld } = await after.database.pool.query(
      `SELECT id FROM support_messages WHERE message LIKE $1 OR subject LIKE $1
       UNION ALL SELECT id FROM intents WHERE looking_for LIKE $1`,
      [`v1.${oldKeyring.current.id}.%`],
    );
    expect(underOld).toEqual([]);
    const messages = await storedMessages(newOnly);
    const acknowledged = written.flat();
    expect(acknowledged.length).toBeGreaterThan(CLIENTS * 3);
    // Every message, old or written during the rotation, is there once.
    expect(messages.sort()).toEqual(
      [...Array.from({ length: OLD_ROWS }, (_, i) => `old message ${i}`), ...acknowledged].sort(),
    );
    for (const player of players) {
      const intent = await callRouteOk(after.app, getMyIntent, { token: player.token });
      expect(intent.lookingFor).toHaveLength(1);
    }

    // The old key is retired: a node given only it refuses to start.
    await expect(verifyDataKeys(after.database.db, oldKeyring)).rejects.toBeInstanceOf(
      DataKeyMismatchError,
    );
    await expect(verifyDataKeys(after.database.db, newOnly)).resolves.toBeUndefined();
  });
});
