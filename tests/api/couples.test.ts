import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '@shared/api/accounts';
import * as couples from '@shared/api/couples';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { MAIL_SUBJECTS, mailsTo } from '../support/server/mailbox';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/server/smtp';
import { waitFor } from '../support/server/wait';
import {
  claimsOf,
  connectedCouple,
  coupleOf,
  coupleRow as coupleRowOf,
  invitationLinkTo,
  invitationsOf,
  invite,
  inviteOk,
  notificationsOf,
  receivedFrom as receivedFromOf,
  refreshSession,
  registerInvited,
  type Session,
} from '../support/server/couples';

const PUBLIC_URL = 'http://velvet.test';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The first email to `email` whose subject matches (each registration sends one of its own). */
const mailTo = (email: string, subject: RegExp) =>
  waitFor(`an email to ${email} about ${subject}`, () =>
    smtp.messages.find((mail) => mail.to.includes(email) && subject.test(mail.subject)),
  );

function registerLinkIn(mail: ReceivedMail): URL {
  const found = /https?:\/\/\S+\/register\?\S+/.exec(mail.text);
  if (!found) throw new Error(`no register link in:\n${mail.text}`);
  return new URL(found[0]);
}

const getCouple = (player: Session, id: string) =>
  callRoute(t.app, couples.getCouple, { token: player.token, params: { id } });
const accept = (player: Session, invitationId: string) =>
  callRoute(t.app, couples.acceptInvitation, {
    token: player.token,
    params: { id: invitationId },
  });
const decline = (player: Session, invitationId: string) =>
  callRoute(t.app, couples.declineInvitation, {
    token: player.token,
    params: { id: invitationId },
  });

const receivedFrom = (player: Session, inviterName: string) =>
  receivedFromOf(t.app, player, inviterName);
const coupleRow = (coupleId: string) => coupleRowOf(t.database.pool, coupleId);

describe('invite by email to someone without an account', () => {
  it('makes the inviter player 1 of a new couple and emails a register link that joins it', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
    const partnerEmail = uniqueEmail('newcomer');

    const reply = await invite(t.app, inviter.token, partnerEmail);
    expect(reply.status).toBe(200);
    const { coupleProfileId: coupleId, message } = reply.body;
    expect(message).toBe('Invitation sent!');
    expect(await coupleOf(t.app, inviter)).toBe(coupleId);
    expect(claimsOf((await refreshSession(t.app, inviter.token)).token)).toMatchObject({
      coupleId,
      player1Id: inviter.id,
      player2Id: null,
    });
    expect((await invitationsOf(t.app, inviter.token)).sent).toEqual({
      email: partnerEmail,
      createdAt: expect.any(String),
    });

    const mail = await mailTo(partnerEmail, MAIL_SUBJECTS.invitation);
    expect(mail.text).toContain('Avery invited you');
    const link = registerLinkIn(mail);
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('email')).toBe(partnerEmail);
    expect(link.searchParams.get('coupleId')).toBe(coupleId);
    expect(link.searchParams.get('inviteToken')?.length).toBeGreaterThanOrEqual(32);
    const href = /href="([^"]+)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBe(link.toString());

    // Follow the link as the register screen does: joining proves the email at once.
    const partner = await registerInvited(t.app, {
      email: link.searchParams.get('email')!,
      coupleId: link.searchParams.get('coupleId')!,
      inviteToken: link.searchParams.get('inviteToken')!,
      displayName: 'Blake',
    });
    expect(partner.coupleId).toBe(coupleId);
    expect(partner.emailVerified).toBe(true);
    expect(mailsTo(t.app, partnerEmail, MAIL_SUBJECTS.verification)).toEqual([]);
    const expected = { coupleId, player1Id: inviter.id, player2Id: partner.id };
    expect(claimsOf(partner.token)).toMatchObject(expected);
    for (const player of [inviter, partner]) {
      const session = await refreshSession(t.app, player.token);
      expect(session).toMatchObject({ id: player.id, email: player.email, coupleId });
      expect(claimsOf(session.token)).toMatchObject({ ...expected, sub: player.id });
      expect(await coupleOf(t.app, player)).toBe(coupleId);
    }
    // Signing in again gives the same couple claims.
    const signedIn = await callRouteOk(t.app, login, {
      body: { email: inviter.email, password: inviter.password },
    });
    expect(claimsOf(signedIn.token)).toMatchObject(expected);

    // The inviter hears about it in the app and, with email notifications on, by email.
    const notes = await notificationsOf(t.app, inviter.token);
    expect(notes).toContainEqual(
      expect.objectContaining({
        type: 'message',
        icon: '💞',
        title: 'Your partner joined',
        description: 'Blake accepted your invitation. Explore Velvet together!',
        actionUrl: '/dashboard',
        read: false,
      }),
    );
    const joinedMail = await mailTo(inviter.email, /Your partner joined/);
    expect(joinedMail.subject).toContain('Your partner joined');
    expect((await invitationsOf(t.app, inviter.token)).sent).toBeNull();
  });

  it('refuses to invite one’s own email, whatever its case', async () => {
    const player = await registerPlayer(t.app);
    const reply = await invite(t.app, player.token, player.email.toUpperCase());
    expect(reply.status).toBe(400);
    expect(reply.response.json()).toEqual({ message: 'You cannot invite yourself.' });
    expect(await coupleOf(t.app, player)).toBeNull();
  });

  it('refuses a player already connected with a partner, on either side', async () => {
    const { player1, player2 } = await connectedCouple(t.app);
    for (const player of [player1, player2]) {
      const reply = await invite(t.app, player.token, uniqueEmail('third'));
      expect(reply.status).toBe(409);
      expect(reply.response.json()).toEqual({
        message: 'You are already connected with a partner.',
      });
    }
  });

  it('a new invitation replaces the open one, whose link then joins nobody', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    const coupleId = await inviteOk(t.app, inviter.token, first);
    expect(await inviteOk(t.app, inviter.token, second)).toBe(coupleId);
    expect((await invitationsOf(t.app, inviter.token)).sent?.email).toBe(second);
    const { rows } = await t.database.pool.query(
      `SELECT email, status FROM couple_invitations WHERE couple_id = $1 ORDER BY created_at`,
      [coupleId],
    );
    expect(rows).toEqual([
      { email: first, status: 'cancelled' },
      { email: second, status: 'open' },
    ]);

    const stale = await registerInvited(t.app, { email: first, coupleId });
    expect(stale.coupleId).toBeNull();
    const fresh = await registerInvited(t.app, { email: second, coupleId });
    expect(fresh.coupleId).toBe(coupleId);
  });

  it('registering with a coupleId but another email creates the account without a couple', async () => {
    const inviter = await registerPlayer(t.app);
    const invited = uniqueEmail('invited');
    const coupleId = await inviteOk(t.app, inviter.token, invited);
    // Even holding the invitee's link, another address joins nothing and proves nothing.
    const { inviteToken } = await invitationLinkTo(t.app, invited);
    const outsider = await registerInvited(t.app, {
      email: uniqueEmail('outsider'),
      coupleId,
      inviteToken,
    });
    expect(outsider.coupleId).toBeNull();
    expect(outsider.emailVerified).toBe(false);
    expect(claimsOf(outsider.token)).toMatchObject({
      coupleId: null,
      player1Id: null,
      player2Id: null,
    });
    expect(await coupleOf(t.app, outsider)).toBeNull();
    expect((await coupleRow(coupleId)).player2_id).toBeNull();
    expect((await getCouple(outsider, coupleId)).status).toBe(404);

    const unknownCouple = await registerInvited(t.app, {
      email: uniqueEmail('lost'),
      coupleId: '00000000-0000-4000-8000-000000000000',
      inviteToken,
    });
    expect(unknownCouple.coupleId).toBeNull();
  });
});

describe('invite to someone who already has an account', () => {
  it('notifies them in the app and by email, and they accept from their invitations', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
    const invitee = await registerPlayer(t.app, { displayName: 'Casey' });
    const coupleId = await inviteOk(t.app, inviter.token, invitee.email);

    expect(await notificationsOf(t.app, invitee.token)).toEqual([
      expect.objectContaining({
        type: 'message',
        icon: '💌',
        title: 'You have a partner invitation',
        description: 'Avery invited you to connect as partners on Velvet.',
        actionUrl: '/account-profile',
      }),
    ]);
    const mail = await mailTo(invitee.email, /partner invitation/);
    expect(mail.text).toMatch(/sign in to accept/i);
    expect(mail.text).toContain(`${PUBLIC_URL}/account-profile`);
    expect(mail.text).not.toContain('/register');
    expect(
      smtp.messages.filter((m) => m.to.includes(invitee.email) && /invitation/.test(m.subject)),
    ).toHaveLength(1);

    const invitation = await receivedFrom(invitee, 'Avery');
    const reply = await accept(invitee, invitation.id);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ coupleId, message: 'You are now connected!' });

    expect(await coupleOf(t.app, invitee)).toBe(coupleId);
    expect(claimsOf((await refreshSession(t.app, invitee.token)).token)).toMatchObject({
      coupleId,
      player1Id: inviter.id,
      player2Id: invitee.id,
    });
    expect(claimsOf((await refreshSession(t.app, inviter.token)).token)).toMatchObject({
      coupleId,
      player2Id: invitee.id,
    });
    expect(await notificationsOf(t.app, inviter.token)).toContainEqual(
      expect.objectContaining({
        title: 'Your partner joined',
        description: 'Casey accepted your invitation. Explore Velvet together!',
      }),
    );
    expect((await invitationsOf(t.app, invitee.token)).received).toEqual([]);

    const again = await accept(invitee, invitation.id);
    expect(again.status).toBe(409);
    expect(again.response.json()).toEqual({ message: 'This invitation is no longer available.' });
  });

  it('only the addressee may accept or decline: anyone else gets 404', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
    const invitee = await registerPlayer(t.app);
    const stranger = await registerPlayer(t.app);
    const coupleId = await inviteOk(t.app, inviter.token, invitee.email);
    const invitation = await receivedFrom(invitee, 'Avery');

    for (const caller of [stranger, inviter]) {
      for (const act of [accept, decline]) {
        const reply = await act(caller, invitation.id);
        expect(reply.status).toBe(404);
        expect(reply.response.json()).toEqual({ message: 'Invitation not found.' });
      }
    }
    const unknown = await accept(invitee, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await coupleOf(t.app, stranger)).toBeNull();
    expect((await coupleRow(coupleId)).player2_id).toBeNull();
    expect((await invitationsOf(t.app, stranger.token)).received).toEqual([]);
  });

  it('declining tells the inviter, closes the invitation and leaves both apart', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
    const invitee = await registerPlayer(t.app);
    const coupleId = await inviteOk(t.app, inviter.token, invitee.email);
    const invitation = await receivedFrom(invitee, 'Avery');

    const reply = await decline(invitee, invitation.id);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: expect.any(String) });
    expect(await notificationsOf(t.app, inviter.token)).toContainEqual(
      expect.objectContaining({
        icon: '💌',
        title: 'Invitation declined',
        description: 'Your partner invitation was declined.',
        actionUrl: '/account-profile',
      }),
    );
    expect((await invitationsOf(t.app, inviter.token)).sent).toBeNull();
    expect((await invitationsOf(t.app, invitee.token)).received).toEqual([]);
    expect((await accept(invitee, invitation.id)).status).toBe(409);
    expect(await coupleOf(t.app, invitee)).toBeNull();
    expect((await coupleRow(coupleId)).player2_id).toBeNull();
  });

  it('accepting while waiting for one’s own partner ends that solo couple and its invitation', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
    const invitee = await registerPlayer(t.app, { displayName: 'Casey' });
    const casualEmail = uniqueEmail('casual');
    const soloId = await inviteOk(t.app, invitee.token, casualEmail);
    const coupleId = await inviteOk(t.app, inviter.token, invitee.email);

    expect((await accept(invitee, (await receivedFrom(invitee, 'Avery')).id)).status).toBe(200);
    expect(await coupleOf(t.app, invitee)).toBe(coupleId);
    expect((await getCouple(invitee, soloId)).status).toBe(404);
    expect((await coupleRow(soloId)).ended_at).not.toBeNull();
    // The link the solo couple sent out no longer joins anyone.
    const late = await registerInvited(t.app, { email: casualEmail, coupleId: soloId });
    expect(late.coupleId).toBeNull();
  });
});

describe('GET /api/couples/{id}', () => {
  it('names both partners for either of them, and is 404 to anyone else', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app, {
      player1: 'Avery',
      player2: 'Blake',
    });
    for (const player of [player1, player2]) {
      const reply = await getCouple(player, coupleId);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        id: coupleId,
        player1Id: player1.id,
        player2Id: player2.id,
        player1Name: 'Avery',
        player2Name: 'Blake',
        createdAt: expect.any(String),
      });
    }
    const stranger = await registerPlayer(t.app);
    expect((await getCouple(stranger, coupleId)).status).toBe(404);
  });

  it('shows a couple still waiting for player 2', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
    const coupleId = await inviteOk(t.app, inviter.token, uniqueEmail('later'));
    expect((await getCouple(inviter, coupleId)).body).toMatchObject({
      player1Name: 'Avery',
      player2Id: null,
      player2Name: null,
    });
  });
});
