import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportData } from '@shared/api/accounts';
import { endCouple } from '@shared/api/couples';
import * as notifications from '@shared/api/notifications';
import { getNotificationSettings, updateNotificationSettings } from '@shared/api/settings';
import { DISCREET_NOTIFICATION } from '@shared/domain/discreet-mode';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { connectedCouple, notificationsOf, type Session } from '../support/server/couples';
import { mailsTo, waitForMail } from '../support/server/mailbox';
import { createTestApp, type TestApp } from '../support/server/test-app';

// Discreet mode (docs/accounts.md): notifications, in the app and by email, say only that
// something is new; the real texts are kept and come back when it is turned off.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://velvet.test' });
});
afterAll(async () => t?.close());

const settingsOf = async (player: Session) =>
  callRouteOk(t.app, getNotificationSettings, { token: player.token });
const setDiscreet = (player: Session, discreetMode: boolean) =>
  callRouteOk(t.app, updateNotificationSettings, { token: player.token, body: { discreetMode } });
const JOINED = { title: 'Your partner joined', type: 'message', icon: '💞' };

describe('the discreet mode setting', () => {
  it('is off by default, and each switch changes only its own setting', async () => {
    const { player1: player } = await connectedCouple(t.app);
    expect(await settingsOf(player)).toEqual({
      receiveEmailNotifications: true,
      discreetMode: false,
    });
    expect(await setDiscreet(player, true)).toEqual({
      receiveEmailNotifications: true,
      discreetMode: true,
    });
    await callRouteOk(t.app, updateNotificationSettings, {
      token: player.token,
      body: { receiveEmailNotifications: false },
    });
    expect(await settingsOf(player)).toEqual({
      receiveEmailNotifications: false,
      discreetMode: true,
    });
    const refused = await callRoute(t.app, updateNotificationSettings, {
      token: player.token,
      body: { discreetMode: 'yes' as unknown as boolean },
    });
    expect(refused.status).toBe(400);
    expect(refused.response.json()).toEqual({ message: 'discreetMode: must be true or false.' });
  });
});

describe('the notification list in discreet mode', () => {
  it('reads discreetly in the bell (and so on the desktop), and shows the real texts again after', async () => {
    const { player1: player } = await connectedCouple(t.app, { player2: 'Blake' });
    const before = await notificationsOf(t.app, player.token);
    expect(before).toContainEqual(expect.objectContaining(JOINED));
    const poll = await callRoute(t.app, notifications.list, { token: player.token });
    const etag = String(poll.response.headers.etag);

    await setDiscreet(player, true);
    // A poll that had the list gets it again: the texts changed though nothing new came.
    const changed = await t.app.inject({
      method: 'GET',
      url: notifications.list.path,
      headers: { authorization: `Bearer ${player.token}`, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    // One content-free line for everything, however many notices there are.
    const discreet = await notificationsOf(t.app, player.token);
    expect(discreet).toEqual([
      {
        ...before[0],
        type: DISCREET_NOTIFICATION.type,
        icon: DISCREET_NOTIFICATION.icon,
        title: 'You have something new in Velvet',
        description: DISCREET_NOTIFICATION.description,
        actionUrl: '/dashboard',
        count: before.filter((item) => !item.read).length,
      },
    ]);
    expect(JSON.stringify(discreet)).not.toMatch(/joined|Blake/);

    // The stored texts are whole: the export and the list after turning it off show them.
    const exported = await callRouteOk(t.app, exportData, { token: player.token });
    expect(exported.notifications).toContainEqual(expect.objectContaining(JOINED));
    await setDiscreet(player, false);
    expect(await notificationsOf(t.app, player.token)).toEqual(before);
  });
});

describe('notification emails in discreet mode', () => {
  it('carry nothing of what happened, in the subject, the body or the link', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app, { player2: 'Blake' });
    await setDiscreet(player1, true);
    await callRouteOk(t.app, endCouple, { token: player2.token, params: { id: coupleId } });

    const mail = await waitForMail(t.app, player1.email, /^You have something new in Velvet$/);
    expect(mail.text).toContain('Open Velvet: http://velvet.test/dashboard');
    for (const part of [mail.subject, mail.text, mail.html])
      expect(part).not.toMatch(/ended|connection|Blake|partner|account-profile/i);
    expect(mailsTo(t.app, player1.email, /ended the connection/)).toEqual([]);
    // In the app, the notification itself was stored with its real text.
    await setDiscreet(player1, false);
    expect(await notificationsOf(t.app, player1.token)).toContainEqual(
      expect.objectContaining({ title: 'Your partner ended the connection' }),
    );
  });

  it('off: the email names what happened, as before', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app, { player2: 'Blake' });
    await callRouteOk(t.app, endCouple, { token: player2.token, params: { id: coupleId } });
    const mail = await waitForMail(t.app, player1.email, /ended the connection/);
    expect(mail.subject).toBe('Velvet: Your partner ended the connection');
    expect(mail.text).toContain('Blake ended your connection on Velvet.');
  });
});
