import { afterAll, describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import { COUPLE_SUMMARY } from '../../src/server/crypto/encrypted-columns';
import { FieldCipher, isEncryptedValue } from '../../src/server/crypto/field-cipher';
import { callRouteOk } from '../support/server/call-route';
import { notificationsOf } from '../support/server/couples';
import { dareCalls, daringCouple, ok } from '../support/server/dare-fixture';
import { openedNotification } from '../support/server/notification-draft';
import { createTestApp, TEST_KEYRING, type TestApp } from '../support/server/test-app';

// Deleting an account takes the player's name out of what stays with their former partner:
// the partner's notifications and the couple's texts call them "a former partner".

const t: TestApp = await createTestApp();
const cipher = new FieldCipher(TEST_KEYRING);
afterAll(async () => t.close());

describe('a deleted player’s name', () => {
  it('leaves the former partner’s notifications and the couple’s records', async () => {
    const couple = await daringCouple(t.app);
    const { player1: stays, player2: leaves } = couple;
    ok(
      await dareCalls(t.app).generate(leaves, {
        coupleId: couple.coupleId,
        receiverId: stays.id,
        difficultyLevel: 'romantic',
      }),
      201,
    );
    const before = (await notificationsOf(t.app, stays.token)).map((n) => n.title);
    expect(before).toContain('Blake sent you a Romantic dare');
    // A text of the couple that names the leaving partner, as a generated one may, sealed for
    // the couple as the server stores it.
    const summary = COUPLE_SUMMARY.seal(
      cipher,
      couple.coupleId,
      'Avery and Blake both welcome slow evenings.',
    );
    await t.database.pool.query(
      "INSERT INTO couple_summaries (couple_id, summary, answers_fingerprint, engine) VALUES ($1, $2, 'x', 'built-in') ON CONFLICT (couple_id) DO UPDATE SET summary = EXCLUDED.summary",
      [couple.coupleId, summary],
    );

    await callRouteOk(t.app, accounts.deleteAccount, {
      token: leaves.token,
      body: { password: leaves.password },
    });

    const after = await notificationsOf(t.app, stays.token);
    const texts = after.map((n) => `${n.title} | ${n.description}`);
    expect(texts.join('\n')).not.toMatch(/Blake/);
    expect(after.map((n) => n.title)).toContain('A former partner sent you a Romantic dare');
    expect(texts.some((text) => text.includes('A former partner ended your connection'))).toBe(
      true,
    );
    const { rows } = await t.database.pool.query<{ summary: string }>(
      'SELECT summary FROM couple_summaries WHERE couple_id = $1',
      [couple.coupleId],
    );
    expect(rows.map((row) => COUPLE_SUMMARY.open(cipher, couple.coupleId, row.summary))).toEqual([
      'Avery and a former partner both welcome slow evenings.',
    ]);
    // Nothing else that stays names them either: every stored notice, opened, and sealed again.
    const { rows: stored } = await t.database.pool.query<{
      id: string;
      title: string;
      description: string;
    }>('SELECT id, title, description FROM notifications WHERE player_id = $1', [stays.id]);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(isEncryptedValue(row.title) && isEncryptedValue(row.description)).toBe(true);
      const opened = openedNotification(row);
      expect(`${opened.title} | ${opened.description}`).not.toMatch(/Blake/);
    }
  });
});
