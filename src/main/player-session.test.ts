import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coupleStamp } from '@shared/domain/notifications';
import type { PlayerSessionState } from '@shared/ipc';
import { FakeSafeStorage } from '../../tests/support/electron';
import { memoryStore } from '../../tests/support/electron/memory-store';
import { createListeningApp, type ListeningApp } from '../../tests/support/server/listening-app';
import { invitationLinkTo, inviteOk, registerInvited } from '../../tests/support/server/couples';
import { giveConsent, registerPlayer, uniqueEmail } from '../../tests/support/server/players';
import { freePort } from '../../tests/support/server/server-process';
import { EXPIRED_NOTICE, UNREADABLE_NOTICE, createPlayerSession } from './player-session';
import { LOGOUT_TIMEOUT_MS, createServerApi, type ServerApi } from './server-api';
import { unreachableMessage } from './server-http';
import { createTokenVault, type KeyValueStore } from './token-vault';

let t: ListeningApp;
let api: ServerApi;
beforeAll(async () => {
  t = await createListeningApp();
  api = createServerApi({ fetch: globalThis.fetch, serverAddress: () => t.baseUrl });
});
afterAll(async () => t.close());

/**
 * One run of the desktop app: a player session over a vault (on Linux, with this keychain and
 * store) that answers the weak-storage question with `keepOnWeakStorage`. `restart()` is the
 * next run over the same keychain and store.
 */
function desktopRun(
  options: {
    safeStorage?: FakeSafeStorage;
    store?: KeyValueStore;
    keepOnWeakStorage?: boolean;
    api?: ServerApi;
  } = {},
) {
  const safeStorage = options.safeStorage ?? new FakeSafeStorage();
  const store = options.store ?? memoryStore();
  const askWeakStorage = vi.fn(async () => options.keepOnWeakStorage ?? false);
  const vault = createTokenVault({ safeStorage, store, platform: 'linux' });
  const logged: string[] = [];
  const session = createPlayerSession({
    api: options.api ?? api,
    vault,
    askWeakStorage,
    log: (message) => logged.push(message),
  });
  const changes: PlayerSessionState[] = [];
  session.onChange((state) => changes.push(state));
  return {
    session,
    vault,
    askWeakStorage,
    changes,
    logged,
    restart: () => desktopRun({ ...options, safeStorage, store }),
  };
}

/** A server API whose address the test moves, as when the server goes away. */
function movableApi() {
  let address = t.baseUrl;
  return {
    api: createServerApi({ fetch: globalThis.fetch, serverAddress: () => address }),
    moveTo: (next: string) => (address = next),
  };
}

/** A server that takes the connection and never answers. */
async function silentServer(): Promise<{ address: string; close(): Promise<void> }> {
  const server = http.createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A token with readable claims that this server did not sign. */
function foreignToken(playerId: string, exp = Math.floor(Date.now() / 1000) + 3600) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    sub: playerId,
    email: 'someone@example.com',
    displayName: 'Someone',
    coupleId: null,
    player1Id: null,
    player2Id: null,
    sessionVersion: 0,
    sessionStartedAt: Math.floor(Date.now() / 1000),
    exp,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

describe('the player session', () => {
  it('signs in with the server and shows only the claims, never the token', async () => {
    const alex = await registerPlayer(t.app, { displayName: 'Alex' });
    const run = desktopRun();
    const result = await run.session.login({ email: alex.email, password: alex.password });

    expect(result).toEqual({
      ok: true,
      value: {
        id: alex.id,
        email: alex.email,
        displayName: 'Alex',
        coupleId: null,
        emailVerified: true,
      },
    });
    const state = run.session.state();
    expect(state).toEqual({
      session: {
        playerId: alex.id,
        email: alex.email,
        displayName: 'Alex',
        coupleId: null,
        player1Id: null,
        player2Id: null,
        sessionStartedAt: expect.any(Number),
        expiresAt: expect.any(Number),
      },
      notice: null,
    });
    const token = run.session.token();
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify([result, state, run.changes])).not.toContain(token);
    expect(run.changes).toEqual([state]);
  });

  it('registers a new player and signs them in', async () => {
    const email = uniqueEmail();
    await giveConsent(t.app, email);
    const run = desktopRun();
    const result = await run.session.register({
      displayName: 'Robin',
      nickname: null,
      email,
      password: 'correct horse battery',
      gender: 0,
      genderDescription: null,
      pronouns: null,
      coupleId: null,
      inviteToken: null,
    });

    expect(result).toMatchObject({
      ok: true,
      value: { email, displayName: 'Robin', emailVerified: false },
    });
    expect(result.ok && 'token' in result.value).toBe(false);
    expect(run.session.state().session).toMatchObject({ email, displayName: 'Robin' });
  });

  it('registers through an invitation link, which proves the email and joins the couple', async () => {
    const alex = await registerPlayer(t.app);
    const email = uniqueEmail('partner');
    const coupleId = await inviteOk(t.app, alex.token, email);
    const link = await invitationLinkTo(t.app, email, { coupleId });
    await giveConsent(t.app, email);
    const run = desktopRun();
    const result = await run.session.register({
      displayName: 'Blake',
      nickname: null,
      email: link.email,
      password: 'correct horse battery',
      gender: 0,
      genderDescription: null,
      pronouns: null,
      coupleId: link.coupleId,
      inviteToken: link.inviteToken,
    });

    expect(result).toMatchObject({ ok: true, value: { coupleId, emailVerified: true } });
    expect(run.session.state().session).toMatchObject({ coupleId, player1Id: alex.id });
  });

  it('passes on the server’s message for a wrong password and stays signed out', async () => {
    const alex = await registerPlayer(t.app);
    const run = desktopRun();
    const result = await run.session.login({ email: alex.email, password: 'not the password' });

    expect(result).toEqual({ ok: false, status: 401, message: 'Invalid email or password.' });
    expect(run.session.state()).toEqual({ session: null, notice: null });
    expect(run.session.token()).toBeNull();
    expect(run.changes).toEqual([]);
  });

  it('is restored on the next run from the keychain', async () => {
    const alex = await registerPlayer(t.app);
    const first = desktopRun();
    await first.session.login({ email: alex.email, password: alex.password });

    const next = first.restart();
    await next.session.restore();
    expect(next.session.state().session?.playerId).toBe(alex.id);
    expect(next.session.token()).toBe(first.session.token());
    expect(first.askWeakStorage).not.toHaveBeenCalled();
  });

  it('asks once about weak storage and, declined, lasts only until quitting', async () => {
    const alex = await registerPlayer(t.app);
    const run = desktopRun({ safeStorage: new FakeSafeStorage().setBackend('basic_text') });
    await run.session.login({ email: alex.email, password: alex.password });
    await expect(run.session.refresh()).resolves.toEqual({ ok: true, value: undefined });

    expect(run.askWeakStorage).toHaveBeenCalledTimes(1);
    expect(run.session.state().session?.playerId).toBe(alex.id);
    const next = run.restart();
    await next.session.restore();
    expect(next.session.state()).toEqual({ session: null, notice: null });
  });

  it('asks once about weak storage and, accepted, keeps the sign-in for the next run', async () => {
    const alex = await registerPlayer(t.app);
    const run = desktopRun({
      safeStorage: new FakeSafeStorage().setBackend('basic_text'),
      keepOnWeakStorage: true,
    });
    await run.session.login({ email: alex.email, password: alex.password });
    await run.session.refresh();

    expect(run.askWeakStorage).toHaveBeenCalledTimes(1);
    const next = run.restart();
    await next.session.restore();
    expect(next.session.state().session?.playerId).toBe(alex.id);
  });

  it('asks again at the next sign-in after a declined one', async () => {
    const alex = await registerPlayer(t.app);
    const run = desktopRun({ safeStorage: new FakeSafeStorage().setBackend('basic_text') });
    await run.session.login({ email: alex.email, password: alex.password });
    await run.session.logout();
    await run.session.login({ email: alex.email, password: alex.password });
    expect(run.askWeakStorage).toHaveBeenCalledTimes(2);
  });

  it('signs out with a notice when the saved sign-in cannot be read', async () => {
    const alex = await registerPlayer(t.app);
    const store = memoryStore();
    await desktopRun({ store }).session.login({ email: alex.email, password: alex.password });

    // The same profile with another keychain (reset, or a copied profile): it cannot decrypt.
    const otherKeychain = desktopRun({ store, safeStorage: new FakeSafeStorage() });
    await expect(otherKeychain.session.restore()).resolves.toBeUndefined();

    expect(otherKeychain.session.state()).toEqual({ session: null, notice: UNREADABLE_NOTICE });
    expect(otherKeychain.changes).toEqual([{ session: null, notice: UNREADABLE_NOTICE }]);
    expect(otherKeychain.session.token()).toBeNull();
  });

  it('signs out with a notice when the server ends the session', async () => {
    const alex = await registerPlayer(t.app);
    const run = desktopRun();
    await run.session.login({ email: alex.email, password: alex.password });
    run.session.expire();

    expect(run.session.state()).toEqual({ session: null, notice: EXPIRED_NOTICE });
    expect(run.changes.at(-1)).toEqual({ session: null, notice: EXPIRED_NOTICE });
    expect(run.session.token()).toBeNull();
    const next = run.restart();
    await next.session.restore();
    expect(next.session.state()).toEqual({ session: null, notice: null });
  });

  it('signs out on the server too: the token stops working there, then is forgotten here', async () => {
    const alex = await registerPlayer(t.app);
    const run = desktopRun();
    await run.session.login({ email: alex.email, password: alex.password });
    const token = run.session.token() as string;
    await run.session.logout();

    expect(run.session.state()).toEqual({ session: null, notice: null });
    expect(run.logged).toEqual([]);
    // A copy of the token (taken from the device before) is worth nothing now.
    await expect(api.refreshSession(token)).resolves.toMatchObject({ ok: false, status: 401 });
    const next = run.restart();
    await next.session.restore();
    expect(next.session.state().session).toBeNull();
  });

  it('still forgets the sign-in here when the server cannot be reached', async () => {
    const alex = await registerPlayer(t.app);
    const server = movableApi();
    const run = desktopRun({ api: server.api });
    await run.session.login({ email: alex.email, password: alex.password });
    const gone = `http://127.0.0.1:${await freePort()}`;
    server.moveTo(gone);
    await run.session.logout();

    expect(run.session.state()).toEqual({ session: null, notice: null });
    expect(run.session.token()).toBeNull();
    expect(run.logged).toEqual([`Signed out on this device only: ${unreachableMessage(gone)}`]);
    const next = run.restart();
    await next.session.restore();
    expect(next.session.state().session).toBeNull();
  });

  it('does not wait on a server that never answers', async () => {
    const alex = await registerPlayer(t.app);
    const server = movableApi();
    const run = desktopRun({ api: server.api });
    await run.session.login({ email: alex.email, password: alex.password });
    const silent = await silentServer();
    try {
      server.moveTo(silent.address);
      const started = Date.now();
      await run.session.logout();
      expect(Date.now() - started).toBeLessThan(LOGOUT_TIMEOUT_MS + 2000);
      expect(run.session.state()).toEqual({ session: null, notice: null });
    } finally {
      await silent.close();
    }
  });

  it('signs out when its token is refreshed while the server signs it out', async () => {
    const alex = await registerPlayer(t.app);
    const refreshed = deferred();
    // The server answers the refresh first, then the logout: the refresh's token is adopted
    // while the logout waits for its answer.
    const run = desktopRun({
      api: apiInOrder({
        refreshAnswered: () => refreshed.resolve(),
        logoutSent: async () => {
          await refreshed.promise;
          await new Promise((resolve) => setTimeout(resolve, 50));
        },
      }),
    });
    await run.session.login({ email: alex.email, password: alex.password });
    const [refresh] = await Promise.all([run.session.refresh(), run.session.logout()]);

    expect(refresh).toEqual({ ok: true, value: undefined });
    expect(run.session.state()).toEqual({ session: null, notice: null });
    expect(run.session.token()).toBeNull();
  });

  it('is not signed back in by a refresh the server answers after the logout', async () => {
    const alex = await registerPlayer(t.app);
    const refreshDone = deferred();
    const loggedOut = deferred();
    // The server renews the token, but its answer arrives only once the logout is done.
    const run = desktopRun({
      api: apiInOrder({
        refreshAnswered: async () => {
          refreshDone.resolve();
          await loggedOut.promise;
        },
        logoutSent: () => refreshDone.promise,
      }),
    });
    await run.session.login({ email: alex.email, password: alex.password });
    const refresh = run.session.refresh();
    await run.session.logout();
    loggedOut.resolve();

    await expect(refresh).resolves.toMatchObject({ ok: false, status: 401 });
    expect(run.session.state()).toEqual({ session: null, notice: null });
    expect(run.changes.at(-1)).toEqual({ session: null, notice: null });
  });

  it('says nothing of an expiry reported after the sign-out, for a call made before it', async () => {
    const alex = await registerPlayer(t.app);
    const run = desktopRun();
    await run.session.login({ email: alex.email, password: alex.password });
    await run.session.logout();
    // The notification poll sent before the sign-out comes back refused.
    run.session.expire();

    expect(run.session.state()).toEqual({ session: null, notice: null });
    expect(run.changes.at(-1)).toEqual({ session: null, notice: null });
  });

  it('drops a saved sign-in that has expired', async () => {
    const run = desktopRun();
    await run.vault.save(foreignToken(crypto.randomUUID(), 1_000));
    await run.session.restore();

    expect(run.session.state()).toEqual({ session: null, notice: null });
    await expect(run.vault.load()).resolves.toEqual({ status: 'empty' });
  });

  it('signs out with a notice when the server refuses the token on refresh', async () => {
    const run = desktopRun();
    await run.vault.save(foreignToken(crypto.randomUUID()));
    await run.session.restore();
    expect(run.session.state().session).not.toBeNull();

    await expect(run.session.refresh()).resolves.toMatchObject({ ok: false, status: 401 });
    expect(run.session.state()).toEqual({ session: null, notice: EXPIRED_NOTICE });
  });

  it('picks up the partner who joined on refresh', async () => {
    const run = desktopRun();
    const alex = await registerPlayer(t.app);
    await run.session.login({ email: alex.email, password: alex.password });
    const partnerEmail = uniqueEmail('partner');
    const coupleId = await inviteOk(t.app, run.session.token() as string, partnerEmail);
    const partner = await registerInvited(t.app, { email: partnerEmail, coupleId });

    const poll = await api.pollNotifications(run.session.token() as string, null);
    const stamp = poll.kind === 'changed' ? poll.coupleStamp : null;
    expect(stamp).toBe(coupleStamp({ coupleId, player1Id: alex.id, player2Id: partner.id }));
    expect(run.session.coupleChanged(stamp as string)).toBe(true);

    await expect(run.session.refresh()).resolves.toEqual({ ok: true, value: undefined });
    expect(run.session.state().session).toMatchObject({
      coupleId,
      player1Id: alex.id,
      player2Id: partner.id,
    });
    expect(run.session.coupleChanged(stamp as string)).toBe(false);
    expect(run.changes.at(-1)?.session?.player2Id).toBe(partner.id);
  });
});

/** A promise with its resolve, for setting the order in which the server's answers arrive. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The real server API, with a say in the order of answers: `refreshAnswered` runs once the
 * server has renewed a token, before the session hears of it; `logoutSent` before the logout
 * is sent.
 */
function apiInOrder(order: {
  refreshAnswered(): unknown;
  logoutSent(): Promise<unknown>;
}): ServerApi {
  return {
    ...api,
    refreshSession: async (token) => {
      const answer = await api.refreshSession(token);
      await order.refreshAnswered();
      return answer;
    },
    logout: async (token) => {
      await order.logoutSent();
      return api.logout(token);
    },
  };
}
