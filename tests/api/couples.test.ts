import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlayer, login, lookupEmail } from '@shared/api/accounts';
import * as couples from '@shared/api/couples';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { giveConsent, registerPlayer, uniqueEmail } from '../support/server/players';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/server/smtp';
import { waitFor } from '../support/server/wait';
import {
  claimsOf,
  connectedCouple,
  coupleOf,
  invitationsOf,
  invite,
  inviteOk,
  notificationsOf,
  refreshSession,
  registerInvited,
  registerRaw,
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

const mailTo = (email: string) =>
  waitFor(`an email to ${email}`, () => smtp.messages.find((mail) => mail.to.includes(email)));

function registerLinkIn(mail: ReceivedMail): URL {
  const found = /https?:\/\/\S+\/register\?\S+/.exec(mail.text);
  if (!found) throw new Error(`no register link in:\n${mail.text}`);
  return new URL(found[0]);
}

const getCouple = (player: Session, id: string) =>
  callRoute(t.app, couples.getCouple, { token: player.token, params: { id } });
const endCouple = (player: Session, id: string) =>
  callRoute(t.app, couples.endCouple, { token: player.token, params: { id } });
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

/** The one invitation `player` has received from `inviterName`. */
async function receivedFrom(player: Session, inviterName: string) {
  const { received } = await invitationsOf(t.app, player.token);
  const found = received.filter((invitation) => invitation.inviterName === inviterName);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The couple as the database has it, and who points to it. */
async function coupleRow(coupleId: string) {
  const { rows } = await t.database.pool.query<{
    player1_id: string;
    player2_id: string | null;
    ended_at: Date | null;
  }>('SELECT player1_id, player2_id, ended_at FROM couples WHERE id = $1', [coupleId]);
  const { rows: members } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM players WHERE couple_id = $1 ORDER BY id',
    [coupleId],
  );
  return { ...rows[0]!, members: members.map((m) => m.id) };
}

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

    const mail = await mailTo(partnerEmail);
    expect(mail.text).toContain('Avery invited you');
    const link = registerLinkIn(mail);
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('email')).toBe(partnerEmail);
    expect(link.searchParams.get('coupleId')).toBe(coupleId);
    const href = /href="([^"]+)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBe(link.toString());

    // Follow the link as the register screen does.
    const partner = await registerInvited(t.app, {
      email: link.searchParams.get('email')!,
      coupleId: link.searchParams.get('coupleId')!,
      displayName: 'Blake',
    });
    expect(partner.coupleId).toBe(coupleId);
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
    const joinedMail = await mailTo(inviter.email);
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
    const coupleId = await inviteOk(t.app, inviter.token, uniqueEmail('invited'));
    const outsider = await registerInvited(t.app, { email: uniqueEmail('outsider'), coupleId });
    expect(outsider.coupleId).toBeNull();
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
    const mail = await mailTo(invitee.email);
    expect(mail.text).toMatch(/sign in to accept/i);
    expect(mail.text).toContain(`${PUBLIC_URL}/account-profile`);
    expect(mail.text).not.toContain('/register');
    expect(smtp.messages.filter((m) => m.to.includes(invitee.email))).toHaveLength(1);

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

describe('a couple never gets a third player', () => {
  it('refuses every way in once both places are taken', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app);
    const newcomer = await registerInvited(t.app, { email: uniqueEmail('third'), coupleId });
    expect(newcomer.coupleId).toBeNull();
    // Re-using the email the partner joined with is refused as a duplicate account.
    const duplicate = await registerRaw(t.app, { email: player2.email, coupleId });
    expect(duplicate.status).toBe(409);
    expect((await invite(t.app, player1.token, newcomer.email)).status).toBe(409);
    expect((await invitationsOf(t.app, newcomer.token)).received).toEqual([]);
    expect((await coupleRow(coupleId)).members).toEqual([player1.id, player2.id].sort());
  });
});

describe('two joins at once', () => {
  it('one invitation accepted twice at once links the player once', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
    const invitee = await registerPlayer(t.app);
    const coupleId = await inviteOk(t.app, inviter.token, invitee.email);
    const invitation = await receivedFrom(invitee, 'Avery');
    const replies = await Promise.all([
      accept(invitee, invitation.id),
      accept(invitee, invitation.id),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await coupleRow(coupleId)).members).toEqual([inviter.id, invitee.id].sort());
  });

  it('one player accepting two couples’ invitations at once joins exactly one', async () => {
    const first = await registerPlayer(t.app, { displayName: 'First' });
    const second = await registerPlayer(t.app, { displayName: 'Second' });
    const invitee = await registerPlayer(t.app);
    const firstCouple = await inviteOk(t.app, first.token, invitee.email);
    const secondCouple = await inviteOk(t.app, second.token, invitee.email);
    const [a, b] = await Promise.all([
      accept(invitee, (await receivedFrom(invitee, 'First')).id),
      accept(invitee, (await receivedFrom(invitee, 'Second')).id),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.response.json()).toEqual({ message: 'You are already connected with a partner.' });
    const joined = a.status === 200 ? firstCouple : secondCouple;
    const other = joined === firstCouple ? secondCouple : firstCouple;
    expect(await coupleOf(t.app, invitee)).toBe(joined);
    expect((await coupleRow(joined)).player2_id).toBe(invitee.id);
    expect((await coupleRow(other)).player2_id).toBeNull();
  });

  it('an invitee accepting while the inviter re-invites someone who registers: exactly one joins', async () => {
    for (let round = 0; round < 4; round++) {
      const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
      const first = await registerPlayer(t.app);
      const coupleId = await inviteOk(t.app, inviter.token, first.email);
      const invitation = await receivedFrom(first, 'Avery');
      const secondEmail = uniqueEmail('second');
      await giveConsent(t.app, secondEmail);

      const [accepted, registered] = await Promise.all([
        accept(first, invitation.id),
        (async () => {
          const reinvite = await invite(t.app, inviter.token, secondEmail);
          const reply = await registerRaw(t.app, {
            email: secondEmail,
            coupleId,
            consent: false,
          });
          expect(reply.status).toBe(201);
          return { reinvite: reinvite.status, session: reply.body };
        })(),
      ]);
      const firstJoined = accepted.status === 200;
      const secondJoined = registered.session.coupleId === coupleId;
      expect(firstJoined !== secondJoined, `round ${round}: exactly one joins`).toBe(true);
      if (!firstJoined) expect(accepted.status).toBe(409);
      if (firstJoined) expect(registered.reinvite).toBe(409);
      const row = await coupleRow(coupleId);
      const joinedId = firstJoined ? first.id : registered.session.id;
      expect(row.player2_id).toBe(joinedId);
      expect(row.members).toEqual([inviter.id, joinedId].sort());
    }
  });

  it('accepting elsewhere while one’s own invitee registers into one’s solo couple stays consistent', async () => {
    // Registration hashes the password first; staggering the acceptance lets either go first.
    for (const delayMs of [0, 40, 80, 120, 160, 240]) {
      const other = await registerPlayer(t.app, { displayName: 'Avery' });
      const player = await registerPlayer(t.app);
      const ownInvitee = uniqueEmail('own');
      const soloId = await inviteOk(t.app, player.token, ownInvitee);
      const otherCouple = await inviteOk(t.app, other.token, player.email);
      const invitation = await receivedFrom(player, 'Avery');

      await giveConsent(t.app, ownInvitee);

      const [accepted, registered] = await Promise.all([
        new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
          accept(player, invitation.id),
        ),
        registerRaw(t.app, { email: ownInvitee, coupleId: soloId, consent: false }),
      ]);
      expect(registered.status).toBe(201);
      const newcomer = registered.body;
      if (accepted.status === 200) {
        // The acceptance came first: the solo couple ended, so the newcomer joined nothing.
        expect(newcomer.coupleId).toBeNull();
        expect(await coupleOf(t.app, player)).toBe(otherCouple);
        expect((await coupleRow(soloId)).members).toEqual([]);
      } else {
        expect(accepted.status).toBe(409);
        expect(accepted.response.json()).toEqual({
          message: 'You are already connected with a partner.',
        });
        expect(newcomer.coupleId).toBe(soloId);
        expect((await coupleRow(soloId)).members).toEqual([player.id, newcomer.id].sort());
        expect((await coupleRow(otherCouple)).player2_id).toBeNull();
      }
    }
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

describe('ending the connection', () => {
  for (const ender of ['player1', 'player2'] as const) {
    it(`by ${ender}: both leave the couple, the other is told, and the old id is 404 to both`, async () => {
      const couple = await connectedCouple(t.app, { player1: 'Avery', player2: 'Blake' });
      const { coupleId } = couple;
      const me = couple[ender];
      const partner = ender === 'player1' ? couple.player2 : couple.player1;
      const myName = ender === 'player1' ? 'Avery' : 'Blake';

      const reply = await endCouple(me, coupleId);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ message: 'Your connection has ended.' });

      for (const player of [me, partner]) {
        expect(await coupleOf(t.app, player)).toBeNull();
        expect(claimsOf((await refreshSession(t.app, player.token)).token)).toMatchObject({
          coupleId: null,
          player1Id: null,
          player2Id: null,
        });
        // Even with the token from before, the old couple is gone for both.
        expect((await getCouple(player, coupleId)).status).toBe(404);
        expect((await endCouple(player, coupleId)).status).toBe(404);
      }
      // Each may still see their own record, but no longer the other's.
      const partnerRecord = await callRoute(t.app, getPlayer, {
        token: me.token,
        params: { id: partner.id },
      });
      expect(partnerRecord.status).toBe(404);
      const partnerNotes = await notificationsOf(t.app, partner.token);
      expect(partnerNotes).toContainEqual(
        expect.objectContaining({
          type: 'message',
          icon: '💔',
          title: 'Your partner ended the connection',
          description: `${myName} ended your connection on Velvet. Your own answers are kept.`,
          actionUrl: '/account-profile',
        }),
      );
      expect((await notificationsOf(t.app, me.token)).filter((n) => n.icon === '💔')).toHaveLength(
        0,
      );
      expect((await coupleRow(coupleId)).ended_at).not.toBeNull();

      // Both are free to connect again, in a couple with a new id.
      const fresh = await inviteOk(t.app, me.token, uniqueEmail('next'));
      expect(fresh).not.toBe(coupleId);
      expect(await inviteOk(t.app, partner.token, uniqueEmail('next'))).not.toBe(coupleId);
    });
  }

  it('ending a couple still waiting for player 2 cancels its invitation', async () => {
    const inviter = await registerPlayer(t.app);
    const email = uniqueEmail('waiting');
    const coupleId = await inviteOk(t.app, inviter.token, email);
    expect((await endCouple(inviter, coupleId)).status).toBe(200);
    expect((await invitationsOf(t.app, inviter.token)).sent).toBeNull();
    const late = await registerInvited(t.app, { email, coupleId });
    expect(late.coupleId).toBeNull();
  });

  it('a stranger cannot end someone else’s couple', async () => {
    const { player1, coupleId } = await connectedCouple(t.app);
    const stranger = await registerPlayer(t.app);
    expect((await endCouple(stranger, coupleId)).status).toBe(404);
    expect(await coupleOf(t.app, player1)).toBe(coupleId);
  });
});

describe('GET /api/players/email/{value}', () => {
  const lookup = (player: Session, email: string) =>
    callRoute(t.app, lookupEmail, { token: player.token, params: { value: email } });

  it('answers alike for a registered and an unregistered stranger', async () => {
    const caller = await registerPlayer(t.app);
    const registered = await registerPlayer(t.app);
    const known = await lookup(caller, registered.email);
    const unknown = await lookup(caller, uniqueEmail('nobody'));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.response.body).toBe(unknown.response.body);
    expect(known.body).toEqual({
      canInvite: true,
      message: 'An invitation can be sent to this email.',
    });
  });

  it('names one’s own email and the current partner’s', async () => {
    const { player1, player2 } = await connectedCouple(t.app);
    expect((await lookup(player1, player1.email.toUpperCase())).body).toEqual({
      canInvite: false,
      message: 'That is your own email.',
    });
    expect((await lookup(player1, player2.email)).body).toEqual({
      canInvite: false,
      message: 'You are already connected with this partner.',
    });
    expect((await lookup(player2, player1.email)).body).toEqual({
      canInvite: false,
      message: 'You are already connected with this partner.',
    });
  });

  it('tells a connected player, whatever the email, that they cannot invite anyone else', async () => {
    const { player1 } = await connectedCouple(t.app);
    const registered = await registerPlayer(t.app);
    const known = await lookup(player1, registered.email);
    expect(known.body).toEqual({
      canInvite: false,
      message: 'You are already connected with a partner.',
    });
    expect((await lookup(player1, uniqueEmail('nobody'))).response.body).toBe(known.response.body);
  });

  it('needs a signed-in caller', async () => {
    const reply = await callRoute(t.app, lookupEmail, { params: { value: uniqueEmail() } });
    expect(reply.status).toBe(401);
  });
});
