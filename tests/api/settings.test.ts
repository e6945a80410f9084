import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endCouple } from '@shared/api/couples';
import { getNotificationSettings, updateNotificationSettings } from '@shared/api/settings';
import { callRoute, unchecked, type Unchecked } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { startSmtpServer, type TestSmtpServer } from '../support/server/smtp';
import { MAIL_SUBJECTS } from '../support/server/mailbox';
import { outboxRows } from '../support/server/outbox-rows';
import { waitFor } from '../support/server/wait';
import {
  inviteOk,
  notificationsOf,
  registerInvited,
  type Session,
} from '../support/server/couples';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://velvet.test' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const getSettings = (player: Session) =>
  callRoute(t.app, getNotificationSettings, { token: player.token });
const putSettings = (player: Session, body: { receiveEmailNotifications: boolean } | Unchecked) =>
  callRoute(t.app, updateNotificationSettings, { token: player.token, body });

/**
 * Every email the product wrote for this address, sent or not (enqueued in the same
 * transaction), but the sign-up's verification link: an account email, which no switch governs.
 */
async function outboxFor(email: string) {
  return (await outboxRows(t.database.pool, 'recipient = $1', [email]))
    .map((row) => row.subject)
    .filter((subject) => !MAIL_SUBJECTS.verification.test(subject));
}

const mailTo = (email: string, subject: RegExp) =>
  waitFor(`an email to ${email} about ${subject}`, () =>
    smtp.messages.find((m) => m.to.includes(email) && subject.test(m.subject)),
  );

describe('notification settings', () => {
  it('are on for a new player and keep what the player sets', async () => {
    const player = await registerPlayer(t.app);
    const initial = await getSettings(player);
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ receiveEmailNotifications: true, discreetMode: false });

    const off = await putSettings(player, { receiveEmailNotifications: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ receiveEmailNotifications: false, discreetMode: false });
    expect((await getSettings(player)).body).toEqual({
      receiveEmailNotifications: false,
      discreetMode: false,
    });

    const on = await putSettings(player, { receiveEmailNotifications: true });
    expect(on.body).toEqual({ receiveEmailNotifications: true, discreetMode: false });
    expect((await getSettings(player)).body).toEqual({
      receiveEmailNotifications: true,
      discreetMode: false,
    });
  });

  it('are each player’s own', async () => {
    const first = await registerPlayer(t.app);
    const second = await registerPlayer(t.app);
    await putSettings(first, { receiveEmailNotifications: false });
    expect((await getSettings(second)).body).toEqual({
      receiveEmailNotifications: true,
      discreetMode: false,
    });
  });

  it('refuse anything but a boolean, changing nothing', async () => {
    const player = await registerPlayer(t.app);
    for (const body of [
      { receiveEmailNotifications: 'no' },
      {},
      { receiveEmailNotifications: 0 },
    ]) {
      const reply = await putSettings(player, unchecked(body));
      expect(reply.status).toBe(400);
      expect(reply.response.json()).toEqual({ message: expect.stringMatching(/true or false/) });
    }
    expect((await getSettings(player)).body).toEqual({
      receiveEmailNotifications: true,
      discreetMode: false,
    });
  });

  it('need a signed-in player', async () => {
    expect((await callRoute(t.app, getNotificationSettings)).status).toBe(401);
    const put = await callRoute(t.app, updateNotificationSettings, {
      body: { receiveEmailNotifications: false },
    });
    expect(put.status).toBe(401);
  });
});

describe('the email notification switch', () => {
  it('off: the partner-joined notification arrives in the app but not by email; on: emails resume', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
    await putSettings(inviter, { receiveEmailNotifications: false });
    const email = uniqueEmail('partner');
    const coupleId = await inviteOk(t.app, inviter.token, email);
    const partner = await registerInvited(t.app, { email, coupleId, displayName: 'Blake' });
    expect(partner.coupleId).toBe(coupleId);

    expect(await notificationsOf(t.app, inviter.token)).toContainEqual(
      expect.objectContaining({ title: 'Your partner joined' }),
    );
    // The outbox is written in the joining transaction, so "nothing there" is final.
    expect(await outboxFor(inviter.email)).toEqual([]);

    await putSettings(inviter, { receiveEmailNotifications: true });
    const ended = await callRoute(t.app, endCouple, {
      token: partner.token,
      params: { id: coupleId },
    });
    expect(ended.status).toBe(200);
    const mail = await mailTo(inviter.email, /ended the connection/);
    expect(mail.subject).toContain('Your partner ended the connection');
    expect(mail.text).toContain('Blake ended your connection on Velvet.');
    expect(await outboxFor(inviter.email)).toEqual(['Velvet: Your partner ended the connection']);
  });

  it('governs the invitation email to a registered player, never the in-app invitation', async () => {
    const quiet = await registerPlayer(t.app);
    await putSettings(quiet, { receiveEmailNotifications: false });
    const first = await registerPlayer(t.app, { displayName: 'Avery' });
    await inviteOk(t.app, first.token, quiet.email);
    expect(await notificationsOf(t.app, quiet.token)).toContainEqual(
      expect.objectContaining({
        title: 'You have a partner invitation',
        description: 'Avery invited you to connect as partners on Velvet.',
      }),
    );
    expect(await outboxFor(quiet.email)).toEqual([]);

    await putSettings(quiet, { receiveEmailNotifications: true });
    const second = await registerPlayer(t.app, { displayName: 'Casey' });
    await inviteOk(t.app, second.token, quiet.email);
    expect(await outboxFor(quiet.email)).toEqual(['Velvet: You have a partner invitation']);
    const mail = await mailTo(quiet.email, /partner invitation/);
    expect(mail.text).toContain('Casey invited you');
  });
});
