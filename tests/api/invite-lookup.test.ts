import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupEmail } from '@shared/api/accounts';
import { callRoute } from '../support/server/call-route';
import { connectedCouple, type Session } from '../support/server/couples';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

// What the invite form may learn about an email before inviting it: nothing about strangers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

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
