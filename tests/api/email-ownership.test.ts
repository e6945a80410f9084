import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import * as couples from '@shared/api/couples';
import { compare, getSharedSummary } from '@shared/api/results';
import { EMAIL_VERIFICATION_MESSAGES, VERIFICATION_TOKEN_TTL_HOURS } from '@shared/domain/accounts';
import { callRoute, callRouteOk } from '../support/server/call-route';
import {
  coupleOf,
  invitationLinkTo,
  invitationsOf,
  invite,
  inviteOk,
  notificationsOf,
  registerInvited,
  registerRaw,
  type Session,
} from '../support/server/couples';
import { MAIL_SUBJECTS, mailsTo, waitForMail } from '../support/server/mailbox';
import {
  registerPlayer,
  uniqueEmail,
  verificationTokenFor,
  verifyEmailOf,
} from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { TestClock } from '../support/server/test-clock';

// The invitation takeover of issue 17 and the rules that close it: an account proves its email
// before anything couple-related, through the invitation link or the verification link.

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://velvet.test' }, { clock: clock.now });
});
afterAll(async () => t?.close());

const { required, partnerUnverified, verified, alreadyVerified, sent, invalid } =
  EMAIL_VERIFICATION_MESSAGES;

const verify = (token: string) => callRoute(t.app, accounts.verifyEmail, { body: { token } });
const resend = (player: Session) =>
  callRoute(t.app, accounts.resendVerification, { token: player.token });
const accept = (player: Session, id: string) =>
  callRoute(t.app, couples.acceptInvitation, { token: player.token, params: { id } });
const decline = (player: Session, id: string) =>
  callRoute(t.app, couples.declineInvitation, { token: player.token, params: { id } });
const emailVerified = async (player: Session) =>
  (
    await callRouteOk(t.app, accounts.getPlayer, {
      token: player.token,
      params: { id: player.id },
    })
  ).emailVerified;

/** The open invitation of a couple as the database has it: an attacker may guess its id. */
async function openInvitation(coupleId: string) {
  const { rows } = await t.database.pool.query<{ id: string; email: string }>(
    `SELECT id, email FROM couple_invitations WHERE couple_id = $1 AND status = 'open'`,
    [coupleId],
  );
  return rows[0];
}

/** Registers an account under `email` as anyone could, without the invitation's link. */
async function squat(email: string, fields: { coupleId?: string; inviteToken?: string } = {}) {
  const reply = await registerRaw(t.app, { email, displayName: 'Mallory', ...fields });
  expect(reply.status).toBe(201);
  return { ...reply.body, password: 'correct horse battery' };
}

describe('the invitation takeover', () => {
  it('a squatter who registers under the invited address gets nothing of the inviter’s', async () => {
    const alice = await registerPlayer(t.app, { displayName: 'Alice' });
    const carol = uniqueEmail('carol');
    const coupleId = await inviteOk(t.app, alice.token, carol);
    const invitation = (await openInvitation(coupleId))!;

    // With the couple's id (as if leaked) and a made-up token: no couple, no proof.
    const squatter = await squat(carol, { coupleId, inviteToken: 'x'.repeat(43) });
    expect(squatter).toMatchObject({ coupleId: null, emailVerified: false });
    expect(await coupleOf(t.app, squatter)).toBeNull();

    expect((await invitationsOf(t.app, squatter.token)).received).toEqual([]);
    for (const act of [accept, decline]) {
      const reply = await act(squatter, invitation.id);
      expect(reply.status).toBe(403);
      expect(reply.response.json()).toEqual({ message: required });
    }
    expect(await notificationsOf(t.app, squatter.token)).toEqual([]);

    // Alice's profile, email, couple and results stay out of reach.
    const profile = await callRoute(t.app, accounts.getPlayer, {
      token: squatter.token,
      params: { id: alice.id },
    });
    expect(profile.status).toBe(404);
    expect(profile.response.body).not.toContain(alice.email);
    for (const reply of [
      await callRoute(t.app, couples.getCouple, {
        token: squatter.token,
        params: { id: coupleId },
      }),
      await callRoute(t.app, getSharedSummary, {
        token: squatter.token,
        params: { id: coupleId },
      }),
      await callRoute(t.app, compare, { token: squatter.token, body: { coupleId } }),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.response.body).not.toContain('Alice');
    }

    // Alice still waits for Carol: the invitation is open and nobody joined.
    expect(await openInvitation(coupleId)).toEqual(invitation);
    expect((await invitationsOf(t.app, alice.token)).sent?.email).toBe(carol);
    expect(
      (
        await callRouteOk(t.app, couples.getCouple, {
          token: alice.token,
          params: { id: coupleId },
        })
      ).player2Id,
    ).toBeNull();
  });

  it('the real invitee registering through the emailed link joins at once, verified; the link works once', async () => {
    const alice = await registerPlayer(t.app, { displayName: 'Alice' });
    const carol = uniqueEmail('carol');
    const coupleId = await inviteOk(t.app, alice.token, carol);
    const link = await invitationLinkTo(t.app, carol);
    expect(link).toMatchObject({ email: carol, coupleId });

    const joined = await registerInvited(t.app, { ...link, displayName: 'Carol' });
    expect(joined).toMatchObject({ coupleId, emailVerified: true });
    expect(await emailVerified(joined)).toBe(true);
    // Proved by the link: no second step is asked of her.
    expect(mailsTo(t.app, carol, MAIL_SUBJECTS.verification)).toEqual([]);
    expect((await invitationsOf(t.app, joined.token)).received).toEqual([]);

    // The same link, in anyone else's hands, joins nothing and proves nothing.
    const reuse = await registerInvited(t.app, { ...link, email: uniqueEmail('copycat') });
    expect(reuse).toMatchObject({ coupleId: null, emailVerified: false });
  });
});

describe('an account that has not proved its email', () => {
  it('cannot invite', async () => {
    const player = await registerPlayer(t.app, { verified: false });
    const reply = await invite(t.app, player.token, uniqueEmail('partner'));
    expect(reply.status).toBe(403);
    expect(reply.response.json()).toEqual({ message: required });
    expect(await coupleOf(t.app, player)).toBeNull();
  });

  it('cannot see or accept an invitation to its address until it proves the address', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
    const invitee = await registerPlayer(t.app, { verified: false });
    const coupleId = await inviteOk(t.app, inviter.token, invitee.email);
    const invitation = (await openInvitation(coupleId))!;

    expect((await invitationsOf(t.app, invitee.token)).received).toEqual([]);
    // The address hears of it by email; the unproved account is told nothing in the app.
    const mail = await waitForMail(t.app, invitee.email, /partner invitation/);
    expect(mail.text).toContain('Avery invited you');
    expect(await notificationsOf(t.app, invitee.token)).toEqual([]);
    expect((await accept(invitee, invitation.id)).status).toBe(403);
    expect(await coupleOf(t.app, invitee)).toBeNull();

    await verifyEmailOf(t.app, invitee.email);
    expect((await invitationsOf(t.app, invitee.token)).received).toEqual([
      expect.objectContaining({ id: invitation.id, inviterName: 'Avery' }),
    ]);
    expect((await accept(invitee, invitation.id)).status).toBe(200);
    expect(await coupleOf(t.app, invitee)).toBe(coupleId);
  });

  it('cannot be joined: an invitation from an unproved address is refused, whichever way', async () => {
    // As every account that existed before addresses were proved: an open invitation of theirs.
    const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
    const [registeredInvitee, newcomer] = [await registerPlayer(t.app), uniqueEmail('newcomer')];
    const coupleId = await inviteOk(t.app, inviter.token, registeredInvitee.email);
    const first = (await openInvitation(coupleId))!;
    await t.database.pool.query('UPDATE players SET email_verified_at = NULL WHERE id = $1', [
      inviter.id,
    ]);

    const refused = await accept(registeredInvitee, first.id);
    expect(refused.status).toBe(409);
    expect(refused.response.json()).toEqual({ message: partnerUnverified });
    expect(await coupleOf(t.app, registeredInvitee)).toBeNull();

    // The inviter proves the address again, invites someone new, then is unproved once more.
    await t.database.pool.query('UPDATE players SET email_verified_at = now() WHERE id = $1', [
      inviter.id,
    ]);
    await inviteOk(t.app, inviter.token, newcomer);
    const link = await invitationLinkTo(t.app, newcomer);
    await t.database.pool.query('UPDATE players SET email_verified_at = NULL WHERE id = $1', [
      inviter.id,
    ]);
    const registered = await registerInvited(t.app, link);
    expect(registered).toMatchObject({ coupleId: null, emailVerified: false });
    const { rows } = await t.database.pool.query<{ player2_id: string | null }>(
      'SELECT player2_id FROM couples WHERE id = $1',
      [coupleId],
    );
    expect(rows).toEqual([{ player2_id: null }]);
  });
});

describe('the verification link', () => {
  it('proves the email once; a used or wrong link is refused with a message', async () => {
    const player = await registerPlayer(t.app, { verified: false });
    expect(player.emailVerified).toBe(false);
    const token = await verificationTokenFor(t.app, player.email);
    const mail = mailsTo(t.app, player.email, MAIL_SUBJECTS.verification);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`http://velvet.test/verify-email?token=${token}`);

    const oneCharOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of ['x'.repeat(43), oneCharOff]) {
      const reply = await verify(wrong);
      expect(reply.status).toBe(400);
      expect(reply.response.json()).toEqual({ message: invalid });
    }
    expect(await emailVerified(player)).toBe(false);

    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: verified });
    expect(await emailVerified(player)).toBe(true);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.response.json()).toEqual({ message: invalid });

    // The token is kept only as a hash.
    const { rows } = await t.database.pool.query(
      'SELECT * FROM email_verification_tokens WHERE player_id = $1',
      [player.id],
    );
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('expires after its time', async () => {
    const player = await registerPlayer(t.app, { verified: false });
    const token = await verificationTokenFor(t.app, player.email);
    clock.advance(VERIFICATION_TOKEN_TTL_HOURS * 3600_000 + 60_000);
    try {
      const reply = await verify(token);
      expect(reply.status).toBe(400);
      expect(reply.response.json()).toEqual({ message: invalid });
    } finally {
      clock.reset();
    }
    expect(await emailVerified(player)).toBe(false);
  });

  it('sent again: a new link that works, the old one void', async () => {
    const player = await registerPlayer(t.app, { verified: false });
    const old = await verificationTokenFor(t.app, player.email);

    const reply = await resend(player);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: sent });
    const fresh = await verificationTokenFor(t.app, player.email, 1);
    expect(fresh).not.toBe(old);

    expect((await verify(old)).status).toBe(400);
    expect(await emailVerified(player)).toBe(false);
    expect((await verify(fresh)).status).toBe(200);
    expect(await emailVerified(player)).toBe(true);

    // Once proved, nothing more is sent.
    const after = await resend(player);
    expect(after.body).toEqual({ message: alreadyVerified });
    expect(mailsTo(t.app, player.email, MAIL_SUBJECTS.verification)).toHaveLength(2);
  });

  it('is sent again only to a signed-in player', async () => {
    const reply = await callRoute(t.app, accounts.resendVerification);
    expect(reply.status).toBe(401);
  });
});
