import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as couples from '@shared/api/couples';
import { callRoute } from '../support/server/call-route';
import {
  connectedCouple,
  coupleOf,
  coupleRow as coupleRowOf,
  invitationLinkTo,
  invitationsOf,
  invite,
  inviteOk,
  receivedFrom as receivedFromOf,
  registerInvited,
  registerRaw,
  type Session,
} from '../support/server/couples';
import { giveConsent, registerPlayer, uniqueEmail, verifyEmailOf } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

// At most two players in a couple, however the joins arrive: one after another or at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const accept = (player: Session, invitationId: string) =>
  callRoute(t.app, couples.acceptInvitation, {
    token: player.token,
    params: { id: invitationId },
  });
const receivedFrom = (player: Session, inviterName: string) =>
  receivedFromOf(t.app, player, inviterName);
const coupleRow = (coupleId: string) => coupleRowOf(t.database.pool, coupleId);

describe('a couple never gets a third player', () => {
  it('refuses every way in once both places are taken', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app);
    // The link player 2 joined through, used again with another email.
    const { inviteToken } = await invitationLinkTo(t.app, player2.email);
    const newcomer = await registerInvited(t.app, {
      email: uniqueEmail('third'),
      coupleId,
      inviteToken,
    });
    expect(newcomer.coupleId).toBeNull();
    await verifyEmailOf(t.app, newcomer.email);
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
    // Both read before either accept starts: once one has joined, the other is no longer listed.
    const fromFirst = await receivedFrom(invitee, 'First');
    const fromSecond = await receivedFrom(invitee, 'Second');
    const [a, b] = await Promise.all([
      accept(invitee, fromFirst.id),
      accept(invitee, fromSecond.id),
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
          // Re-invited in time, the second registers through the emailed link.
          const link =
            reinvite.status === 200 ? await invitationLinkTo(t.app, secondEmail) : undefined;
          const reply = await registerRaw(t.app, {
            email: secondEmail,
            coupleId,
            inviteToken: link?.inviteToken ?? null,
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
      const { inviteToken } = await invitationLinkTo(t.app, ownInvitee);

      await giveConsent(t.app, ownInvitee);

      const [accepted, registered] = await Promise.all([
        new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
          accept(player, invitation.id),
        ),
        registerRaw(t.app, { email: ownInvitee, coupleId: soloId, inviteToken, consent: false }),
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
