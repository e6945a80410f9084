import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import { SESSION_MAX_AGE_DAYS, SESSION_MESSAGES } from '@shared/domain/accounts';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { claimsOf, type Session } from '../support/server/couples';
import { linkIn, MAIL_SUBJECTS, mailsTo, waitForMail } from '../support/server/mailbox';
import { registerPlayer } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { TestClock } from '../support/server/test-clock';

// Sessions that end: a password reset or change and a sign-out end every token issued before,
// and refreshing never carries a session past SESSION_MAX_AGE_DAYS from signing in.

const DAY_MS = 86_400_000;
const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://velvet.test' }, { clock: clock.now });
});
afterAll(async () => t?.close());

const signIn = async (player: Session, password = player.password) =>
  callRouteOk(t.app, accounts.login, { body: { email: player.email, password } });
const loginStatus = async (player: Session, password: string) =>
  (await callRoute(t.app, accounts.login, { body: { email: player.email, password } })).status;
/** A signed-in call any player may make: their own record. */
const ownRecord = (player: Session, token: string, app = t.app) =>
  callRoute(app, accounts.getPlayer, { token, params: { id: player.id } });
const refresh = (token: string, app = t.app) => callRoute(app, accounts.refreshSession, { token });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  callRoute(t.app, accounts.changePassword, { token, body: { currentPassword, newPassword } });

/** Each token answers 401, to a plain call and to refresh alike. */
async function expectRevoked(player: Session, ...tokens: string[]) {
  for (const token of tokens) {
    expect((await ownRecord(player, token)).status).toBe(401);
    expect((await refresh(token)).status).toBe(401);
  }
}

/** Two devices signed in: the registration's session and a later sign-in. */
async function playerOnTwoDevices() {
  const player = await registerPlayer(t.app, { password: 'first-password' });
  const other = await signIn(player);
  expect((await ownRecord(player, player.token)).status).toBe(200);
  expect((await ownRecord(player, other.token)).status).toBe(200);
  return { player, devices: [player.token, other.token] };
}

describe('a password reset', () => {
  it('through the emailed link ends every session issued before it', async () => {
    const { player, devices } = await playerOnTwoDevices();
    const asked = mailsTo(t.app, player.email, MAIL_SUBJECTS.passwordReset).length;
    await callRouteOk(t.app, accounts.forgotPassword, { body: { email: player.email } });
    const link = linkIn(
      await waitForMail(t.app, player.email, MAIL_SUBJECTS.passwordReset, asked),
      '/reset-password',
    );
    const reply = await callRoute(t.app, accounts.resetPassword, {
      body: {
        token: link.get('token') ?? '',
        email: link.get('email') ?? '',
        newPassword: 'second-password',
      },
    });
    expect(reply.status).toBe(200);

    await expectRevoked(player, ...devices);
    const fresh = await signIn(player, 'second-password');
    expect((await ownRecord(player, fresh.token)).status).toBe(200);
  });

  it('through the emailed link also proves the email of an account that had not proved it', async () => {
    const player = await registerPlayer(t.app, { verified: false });
    expect((await ownRecord(player, player.token)).body).toMatchObject({ emailVerified: false });
    await callRouteOk(t.app, accounts.forgotPassword, { body: { email: player.email } });
    const link = linkIn(
      await waitForMail(t.app, player.email, MAIL_SUBJECTS.passwordReset),
      '/reset-password',
    );
    await callRouteOk(t.app, accounts.resetPassword, {
      body: {
        token: link.get('token') ?? '',
        email: link.get('email') ?? '',
        newPassword: 'second-password',
      },
    });
    const fresh = await signIn(player, 'second-password');
    expect((await ownRecord(player, fresh.token)).body).toMatchObject({ emailVerified: true });
  });
});

describe('a password change', () => {
  it('ends every other session and hands the caller a fresh one', async () => {
    const { player, devices } = await playerOnTwoDevices();
    const [mine] = devices as [string, string];
    const reply = await changePassword(mine, 'first-password', 'second-password');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: player.id, email: player.email });
    expect(claimsOf(reply.body.token).sub).toBe(player.id);

    // The caller's old token ends too: only the one in the reply goes on.
    await expectRevoked(player, ...devices);
    expect((await ownRecord(player, reply.body.token)).status).toBe(200);
    expect((await refresh(reply.body.token)).status).toBe(200);
    expect(await loginStatus(player, 'second-password')).toBe(200);
    expect(await loginStatus(player, 'first-password')).toBe(401);
  });

  it('refuses a wrong current password with a message, changing nothing and ending nothing', async () => {
    const { player, devices } = await playerOnTwoDevices();
    const reply = await changePassword(devices[0]!, 'not-my-password', 'second-password');
    expect(reply.status).toBe(403);
    expect(reply.response.json()).toEqual({ message: 'Your current password is not correct.' });
    for (const token of devices) expect((await ownRecord(player, token)).status).toBe(200);
    expect(await loginStatus(player, 'first-password')).toBe(200);
    expect(await loginStatus(player, 'second-password')).toBe(401);
  });

  it('needs a signed-in caller', async () => {
    const reply = await callRoute(t.app, accounts.changePassword, {
      body: { currentPassword: 'first-password', newPassword: 'second-password' },
    });
    expect(reply.status).toBe(401);
  });
});

describe('signing out', () => {
  it('ends every session of the player on the server, and signing in again works', async () => {
    const { player, devices } = await playerOnTwoDevices();
    const reply = await callRoute(t.app, accounts.logout, { token: devices[1]! });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: SESSION_MESSAGES.signedOut });

    await expectRevoked(player, ...devices);
    expect((await callRoute(t.app, accounts.logout, { token: devices[0]! })).status).toBe(401);
    const again = await signIn(player);
    expect((await ownRecord(player, again.token)).status).toBe(200);
  });

  it('ends the session on another server node too', async () => {
    const second = await createTestApp({}, { sameDatabaseAs: t });
    try {
      const player = await registerPlayer(t.app);
      expect((await ownRecord(player, player.token, second.app)).status).toBe(200);
      await callRouteOk(t.app, accounts.logout, { token: player.token });
      expect((await ownRecord(player, player.token, second.app)).status).toBe(401);
      expect((await refresh(player.token, second.app)).status).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe('refreshing a session', () => {
  const maxAgeSeconds = SESSION_MAX_AGE_DAYS * 86_400;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  it('keeps the sign-in time and never reaches past the maximum age from it', async () => {
    const player = await registerPlayer(t.app);
    const signedIn = await signIn(player);
    const { sessionStartedAt } = claimsOf(signedIn.token);
    let token = signedIn.token;
    try {
      // Refreshed every few days, well within each token's lifetime, up to the end.
      for (const days of [6, 6, 6, 6, 5.5]) {
        clock.advance(days * DAY_MS);
        const reply = await refresh(token);
        expect(reply.status, `${days} days on`).toBe(200);
        token = reply.body.token;
        const claims = claimsOf(token) as ReturnType<typeof claimsOf> & { iat: number };
        expect(claims.sessionStartedAt).toBe(sessionStartedAt);
        // The token's own lifetime ends no later than the session does.
        const sessionLeft = sessionStartedAt + maxAgeSeconds - nowSeconds();
        expect(claims.exp - claims.iat).toBeLessThanOrEqual(sessionLeft + 1);
      }
      expect((await ownRecord(player, token)).status).toBe(200);

      // Past the maximum age, refresh refuses and says why; signing in starts a new session.
      clock.advance(DAY_MS);
      const late = await refresh(token);
      expect(late.status).toBe(401);
      expect(late.response.json()).toEqual({ message: SESSION_MESSAGES.tooOld });
      const fresh = await signIn(player);
      expect(claimsOf(fresh.token).sessionStartedAt).toBeGreaterThan(sessionStartedAt);
    } finally {
      clock.reset();
    }
  });

  it('never revives a token revoked by signing out', async () => {
    const player = await registerPlayer(t.app);
    const refreshed = await refresh(player.token);
    expect(refreshed.status).toBe(200);
    await callRouteOk(t.app, accounts.logout, { token: refreshed.body.token });
    await expectRevoked(player, player.token, refreshed.body.token);
  });
});
