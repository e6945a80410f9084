import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import * as couples from '@shared/api/couples';
import * as subscription from '@shared/api/subscription';
import { callRoute, callRouteOk } from '../support/server/call-route';
import {
  connectedCouple,
  inviteOk,
  notificationsOf,
  receivedFrom,
  registerInvited,
  type Session,
} from '../support/server/couples';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

// A paid plan stays with the player who chose it when the couple ends, and their next couple
// gets it instead of a fresh trial; each change says so before it is confirmed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const upgrade = (player: Session, coupleId: string, tier: 'Basic' | 'Premium') =>
  callRouteOk(t.app, subscription.upgrade, {
    token: player.token,
    params: { coupleId },
    body: { tier },
  });
const statusOf = (player: Session, coupleId: string) =>
  callRoute(t.app, subscription.initialize, { token: player.token, params: { coupleId } });
const myPlan = (player: Session) =>
  callRouteOk(t.app, subscription.planOnLeaving, { token: player.token });
const endCouple = (player: Session, id: string) =>
  callRouteOk(t.app, couples.endCouple, { token: player.token, params: { id } });

describe('a paid plan when the couple ends', () => {
  it('stays with the player who chose it and becomes their next couple’s plan, not a trial', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app, {
      player1: 'Sam',
      player2: 'Robin',
    });
    const chosen = await upgrade(player2, coupleId, 'Premium');

    // Before ending: each is told what becomes of the plan.
    expect((await myPlan(player2)).ifConnectionEnds).toMatch(
      /^Your Annual plan stays with you until .+ and applies to your next couple\.$/,
    );
    expect((await myPlan(player1)).ifConnectionEnds).toBe(
      'The Annual plan stays with Robin, who chose it; a couple you form later starts with its own free trial.',
    );

    await endCouple(player1, coupleId);
    // Robin is told the plan stayed with them, not left to find it gone.
    expect(await notificationsOf(t.app, player2.token)).toContainEqual(
      expect.objectContaining({
        title: 'Your partner ended the connection',
        description:
          'Sam ended your connection on Velvet. Your own answers are kept. Your Annual plan stays with you and applies to your next couple.',
      }),
    );

    // Robin keeps the plan while alone; Sam has nothing to keep.
    const kept = await myPlan(player2);
    expect(kept.kept).toMatchObject({ tier: 'Premium', paidUntil: chosen.expireDate });
    expect(kept.kept?.line).toContain('applies to your next couple');
    expect((await myPlan(player1)).kept).toBeNull();

    // Robin's next couple starts on the plan, with the same end date, and no trial.
    const next = await inviteOk(t.app, player2.token, uniqueEmail('next'));
    const status = (await statusOf(player2, next)).body;
    expect(status).toMatchObject({ tier: 'Premium', isActive: true, isTrialActive: false });
    expect(status.expireDate).toBe(chosen.expireDate);
    expect((await myPlan(player2)).kept).toBeNull();

    // Sam's next couple is a trial of its own.
    const samsNext = await inviteOk(t.app, player1.token, uniqueEmail('sams-next'));
    expect((await statusOf(player1, samsNext)).body).toMatchObject({
      tier: 'Trial',
      isTrialActive: true,
    });
  });

  it('comes along when its player joins a couple through an invitation they accept', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app, { player1: 'Kit' });
    const chosen = await upgrade(player1, coupleId, 'Basic');
    await endCouple(player2, coupleId);
    expect(await notificationsOf(t.app, player1.token)).toContainEqual(
      expect.objectContaining({
        description:
          'Blake ended your connection on Velvet. Your own answers are kept. Your Basic plan stays with you and applies to your next couple.',
      }),
    );

    const inviter = await registerPlayer(t.app, { displayName: 'Jo' });
    const joined = await inviteOk(t.app, inviter.token, player1.email);
    const invitation = await receivedFrom(t.app, player1, 'Jo');
    await callRouteOk(t.app, couples.acceptInvitation, {
      token: player1.token,
      params: { id: invitation.id },
    });
    const status = (await statusOf(inviter, joined)).body;
    expect(status).toMatchObject({ tier: 'Basic', isActive: true });
    expect(status.expireDate).toBe(chosen.expireDate);
  });

  it('stays with the remaining player when the partner deletes their account', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app);
    const chosen = await upgrade(player1, coupleId, 'Premium');

    expect((await myPlan(player2)).ifAccountDeleted).toBe(
      'The Annual plan stays with Avery, who chose it.',
    );
    expect((await myPlan(player1)).ifAccountDeleted).toMatch(
      /^Your Annual plan, paid until .+, ends with your account; it does not pass to anyone else\.$/,
    );
    await callRouteOk(t.app, accounts.deleteAccount, {
      token: player2.token,
      body: { password: player2.password },
    });

    expect((await myPlan(player1)).kept).toMatchObject({
      tier: 'Premium',
      paidUntil: chosen.expireDate,
    });
    expect(await notificationsOf(t.app, player1.token)).toContainEqual(
      expect.objectContaining({
        description:
          'A former partner ended your connection on Velvet. Your own answers are kept. Your Annual plan stays with you and applies to your next couple.',
      }),
    );
    // Through an emailed link too: the new partner joins a couple already on the plan.
    const email = uniqueEmail('new-partner');
    const next = await inviteOk(t.app, player1.token, email);
    await registerInvited(t.app, { email, coupleId: next });
    expect((await statusOf(player1, next)).body).toMatchObject({
      tier: 'Premium',
      isTrialActive: false,
      expireDate: chosen.expireDate,
    });
  });

  it('tells the partner when the plan goes with the one who chose it and ended the couple', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app);
    await upgrade(player1, coupleId, 'Premium');
    await endCouple(player1, coupleId);
    expect(await notificationsOf(t.app, player2.token)).toContainEqual(
      expect.objectContaining({
        description:
          'Avery ended your connection on Velvet. Your own answers are kept. The Annual plan they chose goes with them; a couple you form later starts with its own free trial.',
      }),
    );
    expect((await myPlan(player2)).kept).toBeNull();
    expect((await myPlan(player1)).kept).toMatchObject({ tier: 'Premium' });
  });

  it('leaves nothing to keep on a trial, and says so', async () => {
    const { player1, coupleId } = await connectedCouple(t.app);
    await statusOf(player1, coupleId);
    expect(await myPlan(player1)).toEqual({
      kept: null,
      ifConnectionEnds:
        'Your couple has no paid plan: a couple you form later starts with its own free trial.',
      ifAccountDeleted: 'You have no paid plan, so there is no plan to lose.',
    });
  });
});
