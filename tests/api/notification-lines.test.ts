import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { list, markRead } from '@shared/api/notifications';
import { updateNotificationSettings } from '@shared/api/settings';
import { DISCREET_NOTIFICATION } from '@shared/domain/discreet-mode';
import { inTransaction } from '../../src/server/db/transactions';
import { callRouteOk } from '../support/server/call-route';
import { notificationDraft, testNotifier } from '../support/server/notification-draft';
import { registerPlayer } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

// The bell lists lines, not every stored notice: repeats about one item are one line with
// their count, and discreet mode is one content-free line however many notices there are.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function notify(playerId: string, title: string, subjectId?: string) {
  const notifier = testNotifier(t.app.mailer);
  await inTransaction(t.database.db, (tx) =>
    notifier.notify(tx, playerId, notificationDraft(title), subjectId ? { subjectId } : undefined),
  );
}

const bell = (token: string) => callRouteOk(t.app, list, { token });
const open = (token: string, id: string) => callRouteOk(t.app, markRead, { token, params: { id } });

describe('the bell', () => {
  it('shows repeats about one item as one line with their count, read together', async () => {
    const player = await registerPlayer(t.app);
    const dare = randomUUID();
    await notify(player.id, 'Your dare expires soon', dare);
    await notify(player.id, 'Something else');
    await notify(player.id, 'Your dare expires soon', dare);
    const lines = await bell(player.token);
    expect(lines.map((l) => [l.title, l.count, l.read])).toEqual([
      ['Your dare expires soon', 2, false],
      ['Something else', 1, false],
    ]);
    await open(player.token, lines[0]!.id);
    expect((await bell(player.token)).map((l) => [l.title, l.count, l.read])).toEqual([
      ['Your dare expires soon', 2, true],
      ['Something else', 1, false],
    ]);
  });

  it('in discreet mode, is one content-free line, unread while anything is', async () => {
    const player = await registerPlayer(t.app);
    for (const title of ['First', 'Second', 'Third']) await notify(player.id, title);
    await callRouteOk(t.app, updateNotificationSettings, {
      token: player.token,
      body: { discreetMode: true },
    });
    const [line, ...rest] = await bell(player.token);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      title: DISCREET_NOTIFICATION.title,
      description: DISCREET_NOTIFICATION.description,
      count: 3,
      read: false,
      actionUrl: '/dashboard',
    });
    expect(JSON.stringify(line)).not.toMatch(/First|Second|Third/);
    await open(player.token, line!.id);
    expect(await bell(player.token)).toEqual([expect.objectContaining({ read: true })]);
    await callRouteOk(t.app, updateNotificationSettings, {
      token: player.token,
      body: { discreetMode: false },
    });
    expect((await bell(player.token)).map((l) => [l.title, l.read])).toEqual([
      ['Third', true],
      ['Second', true],
      ['First', true],
    ]);
  });
});
