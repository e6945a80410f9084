import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { bearer, giveConsent, registerPlayer, uniqueEmail } from '../support/server/players';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('registration', () => {
  it('creates an account once both consents are recorded, and signs the player in', async () => {
    const player = await registerPlayer(t.app, { displayName: 'Robin' });
    expect(player.token.split('.')).toHaveLength(3);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/players/${player.id}`,
      headers: bearer(player.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: player.id,
      displayName: 'Robin',
      gender: 0,
      coupleProfileId: null,
    });
  });

  it('is refused without an age confirmation', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/age-verification/disclaimer',
      payload: { email, agreed: true },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/players/register',
      payload: { displayName: 'Sam', email, password: 'secret123', gender: 0 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/18/);
  });

  it('is refused when the latest age answer was under 18', async () => {
    const email = uniqueEmail();
    await giveConsent(t.app, email);
    await t.app.inject({
      method: 'POST',
      url: '/api/age-verification/verify',
      payload: { email, isAge18Plus: false },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/players/register',
      payload: { displayName: 'Sam', email, password: 'secret123', gender: 0 },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const first = await registerPlayer(t.app);
    await giveConsent(t.app, first.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/players/register',
      payload: {
        displayName: 'Twin',
        email: first.email.toUpperCase(),
        password: 'secret123',
        gender: 1,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists.' });
  });
});

describe('login', () => {
  it('answers with a token and the spec fields', async () => {
    const player = await registerPlayer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { email: player.email, password: player.password },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'coupleId',
      'displayName',
      'email',
      'id',
      'token',
    ]);
  });

  it('gives the same message for a wrong password and an unknown email', async () => {
    const player = await registerPlayer(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { email: player.email, password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { email: uniqueEmail(), password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });
});
