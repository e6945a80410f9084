import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import type { RouteBodyInput } from '@shared/api/define';
import { callRoute, unchecked, type Unchecked } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { giveConsent, registerPlayer, uniqueEmail } from '../support/server/players';
import { TEST_PASSWORD } from '../support/test-passwords';
import { claimsOf, connectedCouple, type Session } from '../support/server/couples';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const patchProfile = (
  caller: Session,
  id: string,
  body: RouteBodyInput<typeof accounts.updateProfile> | Unchecked,
) => callRoute(t.app, accounts.updateProfile, { token: caller.token, params: { id }, body });
const getPlayer = (caller: Session, id: string) =>
  callRoute(t.app, accounts.getPlayer, { token: caller.token, params: { id } });

describe('PATCH /api/players/{id}/profile', () => {
  it('sets the owner’s nickname and gender, and nothing else', async () => {
    const player = await registerPlayer(t.app, { displayName: 'Robin' });
    const reply = await patchProfile(
      player,
      player.id,
      unchecked({
        Nickname: '  Robbie ',
        Gender: 2,
        // Not editable here: ignored.
        displayName: 'Mallory',
        email: 'mallory@example.com',
        DisplayName: 'Mallory',
        Email: 'mallory@example.com',
      }),
    );
    expect(reply.status).toBe(200);
    const expected = {
      id: player.id,
      email: player.email,
      displayName: 'Robin',
      nickname: 'Robbie',
      gender: 2,
      genderDescription: null,
      pronouns: null,
      coupleProfileId: null,
      emailVerified: true,
      createdAt: expect.any(String),
    };
    expect(reply.body).toEqual(expected);
    expect((await getPlayer(player, player.id)).body).toEqual(expected);
    // The email still signs in; the other one does not exist.
    const login = await callRoute(t.app, accounts.login, {
      body: { email: player.email, password: player.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.displayName).toBe('Robin');
  });

  it('clears the nickname when sent empty or null', async () => {
    const player = await registerPlayer(t.app);
    await patchProfile(player, player.id, { Nickname: 'Nick', Gender: 1 });
    for (const Nickname of ['', null]) {
      const reply = await patchProfile(player, player.id, { Nickname, Gender: 1 });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ nickname: null, gender: 1 });
    }
  });

  it('keeps the spec’s codes 0 to 2 and adds non-binary (3)', async () => {
    const player = await registerPlayer(t.app);
    for (const Gender of [0, 1, 2, 3]) {
      const reply = await patchProfile(player, player.id, { Nickname: null, Gender });
      expect(reply.status, String(Gender)).toBe(200);
      expect(reply.body).toMatchObject({ gender: Gender, genderDescription: null });
    }
  });

  it('keeps a self-description (4) trimmed, and forgets it when another choice is made', async () => {
    const player = await registerPlayer(t.app);
    const described = await patchProfile(player, player.id, {
      Nickname: null,
      Gender: 4,
      GenderDescription: '  Genderfluid ',
    });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ gender: 4, genderDescription: 'Genderfluid' });
    expect((await getPlayer(player, player.id)).body).toMatchObject({
      gender: 4,
      genderDescription: 'Genderfluid',
    });
    const changed = await patchProfile(player, player.id, {
      Nickname: null,
      Gender: 3,
      GenderDescription: 'Genderfluid',
    });
    expect(changed.body).toMatchObject({ gender: 3, genderDescription: null });
  });

  it('refuses self-describe without words or with more than 40 characters, changing nothing', async () => {
    const player = await registerPlayer(t.app);
    const cases = [
      [undefined, 'Please describe your gender, or choose another option.'],
      ['   ', 'Please describe your gender, or choose another option.'],
      ['x'.repeat(41), 'Please keep your description to 40 characters.'],
    ] as const;
    for (const [GenderDescription, message] of cases) {
      const reply = await patchProfile(
        player,
        player.id,
        unchecked({ Nickname: null, Gender: 4, GenderDescription }),
      );
      expect(reply.status, String(GenderDescription)).toBe(400);
      expect(reply.response.json()).toEqual({ message: `GenderDescription: ${message}` });
    }
    const fits = await patchProfile(player, player.id, {
      Nickname: null,
      Gender: 4,
      GenderDescription: 'x'.repeat(40),
    });
    expect(fits.status).toBe(200);
  });

  it('refuses a gender outside the codes 0 to 4, changing nothing', async () => {
    const player = await registerPlayer(t.app);
    for (const Gender of [5, -1, 1.5, '1', undefined]) {
      const reply = await patchProfile(player, player.id, unchecked({ Nickname: 'Nick', Gender }));
      expect(reply.status, String(Gender)).toBe(400);
    }
    expect((await getPlayer(player, player.id)).body).toMatchObject({
      nickname: null,
      gender: 0,
    });
  });

  it('is 404 for the partner and for a stranger: a profile is edited by its owner only', async () => {
    const { player1, player2 } = await connectedCouple(t.app);
    const stranger = await registerPlayer(t.app);
    for (const caller of [player2, stranger]) {
      const reply = await patchProfile(caller, player1.id, { Nickname: 'Hacked', Gender: 1 });
      expect(reply.status).toBe(404);
    }
    expect((await getPlayer(player1, player1.id)).body).toMatchObject({
      nickname: null,
      gender: 0,
    });
    const anonymous = await callRoute(t.app, accounts.updateProfile, {
      params: { id: player1.id },
      body: { Nickname: 'Hacked', Gender: 1 },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('a gender in the player’s own words', () => {
  const registerWith = async (gender: number, genderDescription?: string) => {
    const email = uniqueEmail();
    await giveConsent(t.app, email);
    return callRoute(t.app, accounts.register, {
      body: { displayName: 'Kai', email, password: TEST_PASSWORD, gender, genderDescription },
    });
  };

  it('is kept at registration and comes back in "Download my data"', async () => {
    const registered = await registerWith(4, ' Two-spirit ');
    expect(registered.status).toBe(201);
    const player = { ...registered.body, password: TEST_PASSWORD };
    expect((await getPlayer(player, player.id)).body).toMatchObject({
      gender: 4,
      genderDescription: 'Two-spirit',
    });
    const exported = await callRoute(t.app, accounts.exportData, { token: player.token });
    expect(exported.body.account).toMatchObject({ gender: 4, genderDescription: 'Two-spirit' });
  });

  it('is asked for at registration when self-describe is chosen, and dropped otherwise', async () => {
    const missing = await registerWith(4);
    expect(missing.status).toBe(400);
    expect(missing.response.json()).toEqual({
      message: 'genderDescription: Please describe your gender, or choose another option.',
    });
    const other = await registerWith(3, 'Not kept');
    expect(other.status).toBe(201);
    const kai = { ...other.body, password: TEST_PASSWORD };
    expect((await getPlayer(kai, kai.id)).body).toMatchObject({
      gender: 3,
      genderDescription: null,
    });
  });
});

describe('GET /api/players/{id} across a couple', () => {
  it('shows the partner’s profile to the partner and to no one else', async () => {
    const { player1, player2 } = await connectedCouple(t.app, { player1: 'Avery' });
    const stranger = await registerPlayer(t.app);
    const seen = await getPlayer(player2, player1.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: player1.id, displayName: 'Avery' });
    expect((await getPlayer(stranger, player1.id)).status).toBe(404);
  });
});

describe('POST /api/players/session/refresh', () => {
  const refresh = (token?: string) => callRoute(t.app, accounts.refreshSession, { token });

  it('answers a fresh login response for the caller, whose token works', async () => {
    const player = await registerPlayer(t.app, { displayName: 'Robin' });
    const reply = await refresh(player.token);
    expect(reply.status).toBe(200);
    const body = reply.body;
    expect(Object.keys(body).sort()).toEqual([
      'coupleId',
      'displayName',
      'email',
      'emailVerified',
      'id',
      'token',
    ]);
    expect(body).toMatchObject({
      id: player.id,
      email: player.email,
      displayName: 'Robin',
      coupleId: null,
    });
    expect(claimsOf(body.token)).toMatchObject({
      sub: player.id,
      email: player.email,
      displayName: 'Robin',
      coupleId: null,
      player1Id: null,
      player2Id: null,
    });
    expect((await getPlayer({ ...player, token: body.token }, player.id)).status).toBe(200);
  });

  it('carries the couple the player is in now, whatever the old token said', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app);
    // player1's token is from registration, before the couple existed.
    expect(claimsOf(player1.token).coupleId).toBeNull();
    const claims = claimsOf((await refresh(player1.token)).body.token);
    expect(claims).toMatchObject({ coupleId, player1Id: player1.id, player2Id: player2.id });
  });

  it('is 401 without a valid token, or once the player no longer exists', async () => {
    expect((await refresh()).status).toBe(401);
    expect((await refresh('not-a-token')).status).toBe(401);
    const player = await registerPlayer(t.app);
    await t.database.pool.query('DELETE FROM players WHERE id = $1', [player.id]);
    const gone = await refresh(player.token);
    expect(gone.status).toBe(401);
    expect(gone.response.json()).toEqual({ message: expect.any(String) });
  });
});
