import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Store from 'electron-store';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword, refreshSession } from '@shared/api/accounts';
import { AdminRole } from '@shared/api/define';
import { ipcChannels, ipcEvents, type IpcChannelName, type IpcEventName } from '@shared/ipc';
import {
  FakeBrowserWindow,
  FakeMenu,
  FakeNotification,
  app,
  invokeEvent,
  ipcMain,
  resetFakeElectron,
  safeStorage,
  session,
} from '../../tests/support/electron';
import { createStaffAccount } from '../../tests/support/server/admin';
import { registerInvited } from '../../tests/support/server/couples';
import { createListeningApp, type ListeningApp } from '../../tests/support/server/listening-app';
import { registerPlayer, uniqueEmail } from '../../tests/support/server/players';
import { waitFor } from '../../tests/support/server/wait';
import { PLAYER_TOKEN_ROUTES, startDesktopApp } from './desktop-app';
import { DEFAULT_SERVER_ADDRESS } from './desktop-settings';
import { useDeveloperUserDataDir } from './developer-environment';
import { EXPIRED_NOTICE } from './player-session';
import { createTokenVault, type KeyValueStore } from './token-vault';
import { ADMIN_PARTITION } from './windows/admin-window';

let t: ListeningApp;
let userData: string;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(async () => t.close());
beforeEach(() => {
  resetFakeElectron();
  userData = mkdtempSync(path.join(os.tmpdir(), 'velvet-user-data-'));
  app.setPath('userData', userData);
  vi.stubEnv('VELVET_SERVER_URL', t.baseUrl);
});
afterEach(async () => {
  // Signing out stops the notification poller's timer.
  const player = FakeBrowserWindow.instances[0];
  if (player && !player.isDestroyed()) await call(player, 'playerLogout');
  vi.unstubAllEnvs();
  rmSync(userData, { recursive: true, force: true });
});

const playerWindow = () => FakeBrowserWindow.instances[0] as FakeBrowserWindow;
const call = (window: FakeBrowserWindow, name: IpcChannelName, ...args: unknown[]) =>
  ipcMain.invoke(ipcChannels[name].channel, invokeEvent(window.webContents), ...args);
const received = (window: FakeBrowserWindow, name: IpcEventName) =>
  window.webContents.sent
    .filter((message) => message.channel === ipcEvents[name].channel)
    .map((message) => message.payload);
const adminSession = () => session.fromPartition(ADMIN_PARTITION);
/** The live streams the server holds open, on its one node. */
const liveStreamsOpen = () => t.app.liveHub.openStreams;

/** Resolves once `count` has stayed the same for `ms`. */
async function quietFor(ms: number, count: () => number) {
  for (let last = -1; last !== count();) {
    last = count();
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}

const vault = () =>
  createTokenVault({
    safeStorage,
    store: new Store({ name: 'velvet' }) as unknown as KeyValueStore,
  });

/** The token main keeps for the next start. */
async function savedToken(): Promise<string> {
  const loaded = await vault().load();
  if (loaded.status !== 'ok') throw new Error(`no saved sign-in: ${loaded.status}`);
  return loaded.token;
}

/** What the server answers when `token` asks for a fresh one. */
const refreshStatus = async (token: string) =>
  (
    await fetch(`${t.baseUrl}${refreshSession.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
  ).status;

async function signIn(player: { email: string; password: string }) {
  const result = await call(playerWindow(), 'playerLogin', {
    email: player.email,
    password: player.password,
  });
  expect(result).toMatchObject({ ok: true });
}

describe('the desktop app', () => {
  it('opens the player window signed out, with both sessions locked down', async () => {
    await startDesktopApp();

    expect(FakeBrowserWindow.instances).toHaveLength(1);
    expect(playerWindow().webContents.getURL()).toBe('velvet://app/');
    await expect(call(playerWindow(), 'playerSession')).resolves.toEqual({
      session: null,
      notice: null,
    });
    await expect(call(playerWindow(), 'serverAddress')).resolves.toBe(t.baseUrl);
    for (const target of [session.defaultSession, adminSession()]) {
      expect(target.protocol.isProtocolHandled('velvet')).toBe(true);
      await expect(target.requestPermission('notifications')).resolves.toBe(false);
      expect(target.permissionCheckHandler?.(null, 'clipboard-read')).toBe(false);
    }
    expect(FakeMenu.applicationMenu?.getMenuItemById('open-admin-window')).toBeTruthy();
  });

  it('as the installed app, ignores VELVET_SERVER_URL and VELVET_USER_DATA_DIR', async () => {
    app.isPackaged = true;
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'velvet-elsewhere-'));
    vi.stubEnv('VELVET_USER_DATA_DIR', elsewhere);
    useDeveloperUserDataDir(app);
    await startDesktopApp();

    // The address the player chooses in the app, else the local default: never the variable.
    await expect(call(playerWindow(), 'serverAddress')).resolves.toBe(DEFAULT_SERVER_ADDRESS);
    expect(app.getPath('userData')).toBe(userData);
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('run from the source tree, takes both variables', async () => {
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'velvet-elsewhere-'));
    vi.stubEnv('VELVET_USER_DATA_DIR', elsewhere);
    useDeveloperUserDataDir(app);
    expect(app.getPath('userData')).toBe(elsewhere);
    app.setPath('userData', userData);
    rmSync(elsewhere, { recursive: true, force: true });
    await startDesktopApp();
    await expect(call(playerWindow(), 'serverAddress')).resolves.toBe(t.baseUrl);
  });

  it('signs in, tells the window, and polls with the token main holds', async () => {
    const alex = await registerPlayer(t.app);
    await startDesktopApp();
    await signIn(alex);

    expect(received(playerWindow(), 'playerSessionChanged').at(-1)).toMatchObject({
      session: { playerId: alex.id },
    });
    await call(playerWindow(), 'notificationsRefresh');
    await expect(call(playerWindow(), 'notificationsState')).resolves.toEqual({
      items: [],
      loading: false,
    });
    const viaPage = await session.defaultSession.protocol.request('velvet://app/api/notifications');
    expect(viaPage.status).toBe(200);
    for (const spelling of ['/api/admin/systemusers', '/api/Admin/systemusers']) {
      const adminViaPage = await session.defaultSession.protocol.request(`velvet://app${spelling}`);
      expect(adminViaPage.status).toBe(404);
    }
  });

  it('signs out on the server when the player signs out, and forgets the token', async () => {
    const alex = await registerPlayer(t.app);
    await startDesktopApp();
    await signIn(alex);
    const token = await savedToken();

    await call(playerWindow(), 'playerLogout');

    expect(await refreshStatus(token)).toBe(401);
    await expect(call(playerWindow(), 'playerSession')).resolves.toEqual({
      session: null,
      notice: null,
    });
    await expect(vault().load()).resolves.toEqual({ status: 'empty' });
  });

  it('announces a new notification natively and opens its page when clicked', async () => {
    const alex = await registerPlayer(t.app);
    await startDesktopApp();
    await signIn(alex);
    await call(playerWindow(), 'notificationsRefresh');
    expect(FakeNotification.shown).toHaveLength(0);

    // The invitation goes out through the page's own API path, carrying main's token.
    const partnerEmail = uniqueEmail('partner');
    const viaPage = await session.defaultSession.protocol.request(
      'velvet://app/api/couples/invite',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ partnerEmail }),
      },
    );
    const { coupleProfileId } = (await viaPage.json()) as { coupleProfileId: string };
    const partner = await registerInvited(t.app, {
      email: partnerEmail,
      coupleId: coupleProfileId,
    });
    await call(playerWindow(), 'notificationsRefresh');

    expect(FakeNotification.shown.map((shown) => shown.title)).toEqual(['Your partner joined']);
    FakeNotification.shown[0]?.click();
    expect(received(playerWindow(), 'openPath')).toEqual(['/dashboard']);
    expect(playerWindow().focused).toBe(true);
    // The poll's couple stamp named the new partner: main refreshes the session by itself.
    await vi.waitFor(() =>
      expect(received(playerWindow(), 'playerSessionChanged').at(-1)).toMatchObject({
        session: { coupleId: coupleProfileId, player2Id: partner.id },
      }),
    );
  });

  it("passes the partner's changes to the player window within 2 s, from the stream main holds", async () => {
    const alex = await registerPlayer(t.app);
    await startDesktopApp();
    await signIn(alex);
    const partnerEmail = uniqueEmail('partner');
    const viaPage = await session.defaultSession.protocol.request(
      'velvet://app/api/couples/invite',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ partnerEmail }),
      },
    );
    const { coupleProfileId } = (await viaPage.json()) as { coupleProfileId: string };
    // The invitation's own change reaches the window first, live or in the stream's catch-up;
    // only what comes after it can be the partner joining.
    const coupleChange = { kind: 'change', topics: expect.arrayContaining(['couple']) };
    await vi.waitFor(() => expect(liveStreamsOpen()).toBe(1), { timeout: 10_000 });
    await vi.waitFor(
      () => expect(received(playerWindow(), 'liveEvent')).toContainEqual(coupleChange),
      { timeout: 10_000 },
    );
    // A change both delivered live and replayed comes twice, the copies moments apart.
    await quietFor(500, () => received(playerWindow(), 'liveEvent').length);
    const before = received(playerWindow(), 'liveEvent').length;
    await registerInvited(t.app, { email: partnerEmail, coupleId: coupleProfileId });
    // The 2 s count from the moment the partner's sign-up is answered: hashing their password on
    // a busy machine is not part of the delivery.
    const joinedAt = Date.now();

    await vi.waitFor(
      () =>
        expect(received(playerWindow(), 'liveEvent').slice(before)).toContainEqual(coupleChange),
      { timeout: 2_000 },
    );
    expect(Date.now() - joinedAt).toBeLessThan(2_000);
    await call(playerWindow(), 'playerLogout');
    await vi.waitFor(() => expect(liveStreamsOpen()).toBe(0), { timeout: 10_000 });
  });

  it('keeps the sign-in for the next start', async () => {
    const alex = await registerPlayer(t.app);
    await startDesktopApp();
    await signIn(alex);

    resetFakeElectron({ keepKeychain: true });
    app.setPath('userData', userData);
    await startDesktopApp();
    await expect(call(playerWindow(), 'playerSession')).resolves.toMatchObject({
      session: { playerId: alex.id },
    });
  });

  it('signs out with the expired notice when the server refuses the saved token', async () => {
    const stranger = await registerPlayer(t.app);
    const [header, claims] = stranger.token.split('.');
    const store = new Store({ name: 'velvet' }) as unknown as KeyValueStore;
    await createTokenVault({ safeStorage, store }).save(`${header}.${claims}.bm90LXNpZ25lZA`);

    await startDesktopApp();
    await vi.waitFor(() =>
      expect(received(playerWindow(), 'playerSessionChanged').at(-1)).toEqual({
        session: null,
        notice: EXPIRED_NOTICE,
      }),
    );
  });

  it('keeps the new token of a password change the page makes, never showing it to the page', async () => {
    const alex = await registerPlayer(t.app);
    await startDesktopApp();
    await signIn(alex);
    const before = await savedToken();

    const changed = await session.defaultSession.protocol.request(
      `velvet://app${changePassword.path}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ currentPassword: alex.password, newPassword: 'a new password 2' }),
      },
    );
    expect(changed.status).toBe(200);
    const answer = await changed.text();
    const after = await savedToken();
    expect(after).not.toBe(before);
    expect(answer).not.toContain(after);
    expect(JSON.parse(answer)).not.toHaveProperty('token');

    // The change ended the old token; the page carries on with the one main kept.
    expect(await refreshStatus(before)).toBe(401);
    const viaPage = await session.defaultSession.protocol.request('velvet://app/api/notifications');
    expect(viaPage.status).toBe(200);
    await expect(call(playerWindow(), 'playerSession')).resolves.toMatchObject({
      session: { playerId: alex.id },
    });
  });

  it('keeps the token of every route that answers with one', () => {
    expect(PLAYER_TOKEN_ROUTES.map((route) => route.name).sort()).toEqual(
      [
        'accounts.changePassword',
        'accounts.login',
        'accounts.refreshSession',
        'accounts.register',
      ].sort(),
    );
  });

  it('signs out and reloads when the server address changes', async () => {
    const alex = await registerPlayer(t.app);
    await startDesktopApp();
    await signIn(alex);
    const token = await savedToken();
    await call(playerWindow(), 'setServerAddress', 'https://velvet.example');

    // Ended on the server that issued it, before the address changed.
    expect(await refreshStatus(token)).toBe(401);
    await expect(call(playerWindow(), 'playerSession')).resolves.toEqual({
      session: null,
      notice: null,
    });
    expect(playerWindow().webContents.reloads).toBe(1);
    await expect(call(playerWindow(), 'serverAddress')).resolves.toBe('https://velvet.example');
  });

  it('opens the admin tools in their own window, session and channels', async () => {
    const staff = await createStaffAccount(t.app, t.database.db, AdminRole.Admin);
    await startDesktopApp();
    await call(playerWindow(), 'openAdminWindow');
    const admin = FakeBrowserWindow.instances[1] as FakeBrowserWindow;

    expect(admin.options.webPreferences?.partition).toBe(ADMIN_PARTITION);
    await expect(call(playerWindow(), 'adminSession')).rejects.toThrow('not available');
    await expect(call(admin, 'playerSession')).rejects.toThrow('not available');
    await expect(
      call(admin, 'adminLogin', { email: staff.email, password: staff.password }),
    ).resolves.toMatchObject({ ok: true, value: { id: staff.id } });
    const users = await adminSession().protocol.request('velvet://app/api/admin/systemusers');
    expect(users.status).toBe(200);
    const playerPath = await adminSession().protocol.request('velvet://app/api/notifications');
    expect(playerPath.status).toBe(404);

    // Closing the window ends the staff sign-in.
    admin.close();
    const afterClose = await adminSession().protocol.request('velvet://app/api/admin/systemusers');
    expect(afterClose.status).toBe(401);
    // On the server too: the staff member's token from any other device stops working.
    await waitFor('the server to end the staff sessions', async () => {
      const reply = await fetch(`${t.baseUrl}/api/admin/systemusers`, {
        headers: { Authorization: `Bearer ${staff.token}` },
      });
      return reply.status === 401;
    });
  });

  it('signs staff out on the server from the admin window’s Logout', async () => {
    const staff = await createStaffAccount(t.app, t.database.db, AdminRole.User);
    await startDesktopApp();
    await call(playerWindow(), 'openAdminWindow');
    const admin = FakeBrowserWindow.instances[1] as FakeBrowserWindow;
    await call(admin, 'adminLogin', { email: staff.email, password: staff.password });

    await call(admin, 'adminLogout');

    const reply = await fetch(`${t.baseUrl}/api/admin/systemusers`, {
      headers: { Authorization: `Bearer ${staff.token}` },
    });
    expect(reply.status).toBe(401);
  });

  it('focuses the admin window rather than opening a second one', async () => {
    await startDesktopApp();
    await call(playerWindow(), 'openAdminWindow');
    await call(playerWindow(), 'openAdminWindow');
    expect(FakeBrowserWindow.instances).toHaveLength(2);
    expect(FakeBrowserWindow.instances[1]?.focused).toBe(true);
  });
});
