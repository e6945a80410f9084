import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectedCouple,
  coupleOf,
  invitationLinkTo,
  invitationsOf,
  invite,
  inviteOk,
  notificationsOf,
  registerInvited,
} from '../support/server/couples';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { outboxRows } from '../support/server/outbox-rows';
import { createTestApp, type TestApp } from '../support/server/test-app';

// Inviting again, and inviting someone taken: a repeat renews the link but never piles up
// notifications, and a player who already has a partner hears nothing (issue 17, point 4).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Repeats within one account's hourly invitation budget (docs/rate-limits.md). */
const REPEATS = 8;

/** The invitation emails the product wrote for an address, sent or not (same transaction). */
async function invitationsWrittenTo(email: string) {
  const rows = await outboxRows(t.database.pool, 'recipient = $1', [email]);
  return rows.filter((row) => /invit/i.test(row.subject)).length;
}

const invitationNotices = async (token: string) =>
  (await notificationsOf(t.app, token)).filter((n) => n.title === 'You have a partner invitation');

describe('inviting the same address again', () => {
  it('sends a new link and voids the old one', async () => {
    const inviter = await registerPlayer(t.app);
    const email = uniqueEmail('partner');
    const coupleId = await inviteOk(t.app, inviter.token, email);
    const first = await invitationLinkTo(t.app, email);
    expect(await inviteOk(t.app, inviter.token, email)).toBe(coupleId);
    const second = await invitationLinkTo(t.app, email, { count: 2 });
    expect(second.inviteToken).not.toBe(first.inviteToken);
    expect((await invitationsOf(t.app, inviter.token)).sent?.email).toBe(email);

    // Still one open invitation, not one per repeat.
    const { rows } = await t.database.pool.query(
      'SELECT status FROM couple_invitations WHERE couple_id = $1',
      [coupleId],
    );
    expect(rows).toEqual([{ status: 'open' }]);

    // The old link is void: an account is made, alone and unverified.
    const stale = await registerInvited(t.app, first);
    expect(stale).toMatchObject({ coupleId: null, emailVerified: false });
  });

  it('the newest link joins', async () => {
    const inviter = await registerPlayer(t.app);
    const email = uniqueEmail('partner');
    const coupleId = await inviteOk(t.app, inviter.token, email);
    await inviteOk(t.app, inviter.token, email);
    const newest = await invitationLinkTo(t.app, email, { count: 2 });
    const joined = await registerInvited(t.app, newest);
    expect(joined).toMatchObject({ coupleId, emailVerified: true });
  });

  it(`${REPEATS} times notifies a registered player once`, async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Avery' });
    const invitee = await registerPlayer(t.app);
    for (let i = 0; i < REPEATS; i++) await inviteOk(t.app, inviter.token, invitee.email);

    expect(await invitationNotices(invitee.token)).toHaveLength(1);
    expect((await invitationsOf(t.app, invitee.token)).received).toEqual([
      expect.objectContaining({ inviterName: 'Avery' }),
    ]);
  });
});

describe('inviting a player who already has a partner', () => {
  it('answers the inviter as for anyone, and sends the taken player nothing', async () => {
    const { player2: taken } = await connectedCouple(t.app);
    const inviter = await registerPlayer(t.app);
    const stranger = uniqueEmail('stranger');
    const mailedBefore = await invitationsWrittenTo(taken.email);

    const toTaken = await invite(t.app, inviter.token, taken.email);
    const otherInviter = await registerPlayer(t.app);
    const toStranger = await invite(t.app, otherInviter.token, stranger);
    expect(toTaken.status).toBe(200);
    expect(toTaken.response.body.replace(toTaken.body.coupleProfileId, '<couple>')).toBe(
      toStranger.response.body.replace(toStranger.body.coupleProfileId, '<couple>'),
    );
    expect((await invitationsOf(t.app, inviter.token)).sent?.email).toBe(taken.email);

    for (let i = 1; i < REPEATS; i++) await inviteOk(t.app, inviter.token, taken.email);
    expect(await invitationNotices(taken.token)).toEqual([]);
    // The outbox is written in the inviting transaction, so "nothing there" is final.
    expect(await invitationsWrittenTo(taken.email)).toBe(mailedBefore);
    expect(await coupleOf(t.app, taken)).not.toBeNull();
  });
});
