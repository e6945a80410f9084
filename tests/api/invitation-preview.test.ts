import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as couples from '@shared/api/couples';
import { callRoute } from '../support/server/call-route';
import { invitationLinkTo, inviteOk, registerInvited } from '../support/server/couples';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

// The invited partner's register page asks who invited them: only the link's holder learns
// the inviter's display name, and only while the link would still join them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const preview = (body: { email: string; coupleId: string; inviteToken: string }) =>
  callRoute(t.app, couples.invitationPreview, { body });

describe('who sent an invitation link', () => {
  it("names the inviter, and nothing else, to the link's holder", async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Sam' });
    const email = uniqueEmail('invited');
    const coupleId = await inviteOk(t.app, inviter.token, email);
    const link = await invitationLinkTo(t.app, email, { coupleId });

    const reply = await preview(link);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ inviterName: 'Sam' });
    expect(reply.response.body).not.toContain(inviter.email);
    // The address's case does not matter, as when registering.
    expect((await preview({ ...link, email: email.toUpperCase() })).body).toEqual({
      inviterName: 'Sam',
    });
  });

  it('names nobody for a wrong token, another address, a renewed link or a used one', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Sam' });
    const email = uniqueEmail('invited');
    const coupleId = await inviteOk(t.app, inviter.token, email);
    const first = await invitationLinkTo(t.app, email, { coupleId });
    const nobody = { inviterName: null };

    expect((await preview({ ...first, inviteToken: 'x'.repeat(43) })).body).toEqual(nobody);
    expect((await preview({ ...first, email: uniqueEmail('other') })).body).toEqual(nobody);

    // Inviting again voids the first link.
    await inviteOk(t.app, inviter.token, email);
    const second = await invitationLinkTo(t.app, email, { coupleId, count: 2 });
    expect((await preview(first)).body).toEqual(nobody);
    expect((await preview(second)).body).toEqual({ inviterName: 'Sam' });

    // Used: the couple has its partner.
    await registerInvited(t.app, { email, coupleId, inviteToken: second.inviteToken });
    expect((await preview(second)).body).toEqual(nobody);
  });

  it('answers a malformed link with a 400 that says so', async () => {
    const reply = await preview({
      email: 'a@b.example',
      coupleId: 'nope',
      inviteToken: 'x'.repeat(43),
    });
    expect(reply.status).toBe(400);
    expect(reply.response.json()).toEqual({ message: 'coupleId: Invalid invitation link.' });
  });
});
