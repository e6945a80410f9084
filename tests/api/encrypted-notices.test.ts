import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportData } from '@shared/api/accounts';
import * as notifications from '@shared/api/notifications';
import { confirmTask, generateTask, startTask } from '@shared/api/quicktasks';
import { updateNotificationSettings } from '@shared/api/settings';
import { DISCREET_NOTIFICATION } from '@shared/domain/discreet-mode';
import { isEncryptedValue } from '../../src/server/crypto/field-cipher';
import { inTransaction } from '../../src/server/db/transactions';
import { adventureCalls } from '../support/server/adventure-fixture';
import { callRoute, callRouteOk } from '../support/server/call-route';
import type { Session } from '../support/server/couples';
import { notificationDraft, testNotifier } from '../support/server/notification-draft';
import { playingCouple, type PlayingCouple } from '../support/server/play-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

// What the bell says is stored encrypted (docs/matching-and-privacy.md, "Encryption at rest"):
// "New adventure from Avery" carries the lead's own teaser, a quick task's notices quote its
// title. A copy of the database shows none of it, while the bell, its lines and unread count,
// discreet mode and the data export read exactly as they did.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const TEASER = 'Keep Friday night for us, saffron-violin-3384.';
const MARKER = 'saffron-violin-3384';

interface StoredNotice {
  id: string;
  player_id: string;
  title: string;
  description: string;
}

/** The couple's notices as the database holds them, every column. */
const storedNotices = async (couple: PlayingCouple) =>
  (
    await t.database.pool.query<StoredNotice & Record<string, unknown>>(
      'SELECT * FROM notifications WHERE player_id = ANY($1) ORDER BY created_at, id',
      [[couple.player1.id, couple.player2.id]],
    )
  ).rows;

const bell = (player: Session) => callRouteOk(t.app, notifications.list, { token: player.token });
const unreadLines = async (player: Session) =>
  (await bell(player)).filter((line) => !line.read).length;
const setDiscreet = (player: Session, discreetMode: boolean) =>
  callRouteOk(t.app, updateNotificationSettings, { token: player.token, body: { discreetMode } });

/** Player 1 sends an adventure with the teaser; the couple plays one quick task through. */
async function sentAndPlayed(couple: PlayingCouple) {
  const { player1: lead, player2: partner } = couple;
  const calls = adventureCalls(t.app);
  const draft = await calls.generate(lead, couple.coupleId);
  expect(draft.status).toBe(201);
  expect((await calls.confirm(lead, draft.body.id, TEASER)).status).toBe(200);

  const task = await callRouteOk(t.app, generateTask, {
    token: lead.token,
    params: { id: couple.coupleId },
  });
  await callRouteOk(t.app, startTask, { token: partner.token, params: { id: task.id } });
  await callRouteOk(t.app, confirmTask, { token: lead.token, params: { id: task.id } });
  const done = await callRouteOk(t.app, confirmTask, {
    token: partner.token,
    params: { id: task.id },
  });
  return { adventureId: draft.body.id, task, points: done.pointsEarned };
}

/** The same notice twice about one item, and another about it: two lines in the bell. */
async function repeatsAbout(player: Session) {
  const subjectId = randomUUID();
  const notifier = testNotifier(t.app.mailer);
  for (const title of ['Still waiting, ember-lotus-7720', 'Still waiting, ember-lotus-7720'])
    await inTransaction(t.database.db, (tx) =>
      notifier.notify(tx, player.id, notificationDraft(title), { subjectId }),
    );
  await inTransaction(t.database.db, (tx) =>
    notifier.notify(tx, player.id, notificationDraft('Something else about it'), { subjectId }),
  );
}

describe('the texts of notifications', () => {
  it('are stored encrypted, and the bell, discreet mode and the export read them as sent', async () => {
    const couple = await playingCouple(t.app);
    const { player1: lead, player2: partner } = couple;
    const { task, points } = await sentAndPlayed(couple);
    await repeatsAbout(partner);

    // Straight from the database: not one title or description can be read.
    const rows = await storedNotices(couple);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(isEncryptedValue(row.title), row.id).toBe(true);
      expect(isEncryptedValue(row.description), row.id).toBe(true);
    }
    const stored = JSON.stringify(rows);
    for (const words of [MARKER, task.title, 'ember-lotus-7720', 'Avery', 'Your turn to confirm'])
      expect(stored, words).not.toContain(words);

    // The bell reads as it did: the teaser as the lead wrote it, the task by its title.
    const partnerBell = await bell(partner);
    expect(partnerBell).toContainEqual(
      expect.objectContaining({
        type: 'experience',
        title: 'New adventure from Avery',
        description: TEASER,
        read: false,
        count: 1,
      }),
    );
    expect(partnerBell).toContainEqual(
      expect.objectContaining({
        title: 'Your turn to confirm',
        description: `Your partner confirmed "${task.title}". Confirm it too once you have both done it.`,
        read: true,
      }),
    );
    expect(await bell(lead)).toContainEqual(
      expect.objectContaining({
        title: 'Quick task completed',
        description: `Your partner confirmed "${task.title}" too. You each earned ${points} point${points === 1 ? '' : 's'}.`,
      }),
    );

    // Repeats about one item are one line, told apart from another notice about it by title.
    const repeated = partnerBell.find((line) => line.title === 'Still waiting, ember-lotus-7720');
    const other = partnerBell.find((line) => line.title === 'Something else about it');
    expect(repeated).toMatchObject({ count: 2, read: false });
    expect(other).toMatchObject({ count: 1, read: false });
    const unread = await unreadLines(partner);
    await callRouteOk(t.app, notifications.markRead, {
      token: partner.token,
      params: { id: repeated!.id },
    });
    const afterRead = await bell(partner);
    expect(afterRead.find((line) => line.id === repeated!.id)).toMatchObject({
      count: 2,
      read: true,
    });
    expect(afterRead.find((line) => line.id === other!.id)).toMatchObject({ read: false });
    expect(await unreadLines(partner)).toBe(unread - 1);

    // Discreet mode: one content-free line, then the real texts again, unchanged.
    await setDiscreet(partner, true);
    const discreet = await bell(partner);
    expect(discreet).toEqual([
      expect.objectContaining({
        title: DISCREET_NOTIFICATION.title,
        description: DISCREET_NOTIFICATION.description,
        read: false,
      }),
    ]);
    expect(JSON.stringify(discreet)).not.toContain(MARKER);
    await setDiscreet(partner, false);
    expect(await bell(partner)).toEqual(afterRead);

    // The data export lists every notice with its texts as sent.
    const exported = await callRouteOk(t.app, exportData, { token: partner.token });
    expect(exported.notifications).toHaveLength(
      rows.filter((row) => row.player_id === partner.id).length,
    );
    expect(exported.notifications).toContainEqual(
      expect.objectContaining({ title: 'New adventure from Avery', description: TEASER }),
    );
    for (const notice of exported.notifications) {
      expect(isEncryptedValue(notice.title)).toBe(false);
      expect(isEncryptedValue(notice.description)).toBe(false);
    }
  });

  it('copied into another notice’s row is refused, never shown as that notice’s', async () => {
    const couple = await playingCouple(t.app);
    const { player2: partner } = couple;
    const { adventureId } = await sentAndPlayed(couple);
    const rows = (await storedNotices(couple)).filter((row) => row.player_id === partner.id);
    const teaserRow = (
      await t.database.pool.query<{ id: string }>(
        'SELECT id FROM notifications WHERE player_id = $1 AND subject_id = $2',
        [partner.id, adventureId],
      )
    ).rows[0]!;
    const target = rows.find((row) => row.id !== teaserRow.id)!;
    await t.database.pool.query(
      `UPDATE notifications
       SET description = (SELECT description FROM notifications WHERE id = $1) WHERE id = $2`,
      [teaserRow.id, target.id],
    );

    const list = await callRoute(t.app, notifications.list, { token: partner.token });
    expect(list.status).toBe(500);
    expect(list.response.json()).toEqual({ message: 'Server error occurred' });
    const exported = await callRoute(t.app, exportData, { token: partner.token });
    expect(exported.status).toBe(500);
    for (const reply of [list, exported]) expect(reply.response.body).not.toContain(MARKER);
  });
});
