import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlayer } from '@shared/api/accounts';
import * as couples from '@shared/api/couples';
import { callRoute } from '../support/server/call-route';
import {
  claimsOf,
  connectedCouple,
  coupleOf,
  coupleRow as coupleRowOf,
  invitationsOf,
  inviteOk,
  notificationsOf,
  refreshSession,
  registerInvited,
  type Session,
} from '../support/server/couples';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

// Ending a connection: both leave, the other is told, and nothing of the couple stays reachable.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const getCouple = (player: Session, id: string) =>
  callRoute(t.app, couples.getCouple, { token: player.token, params: { id } });
const endCouple = (player: Session, id: string) =>
  callRoute(t.app, couples.endCouple, { token: player.token, params: { id } });
const coupleRow = (coupleId: string) => coupleRowOf(t.database.pool, coupleId);

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
