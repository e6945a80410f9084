import type { IpcMain, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { ipcChannels, REMOTE_NEEDS_HTTPS, type IpcChannelName } from '@shared/ipc';
import { FakeIpcMain, FakeWebContents, invokeEvent } from '../../tests/support/electron';
import { createDesktopSettings } from './desktop-settings';
import { createNotificationFeedStore } from './notification-feed-store';
import type { NotificationPoller } from './notification-poller';
import type { PlayerSession } from './player-session';
import { registerPlayerIpc } from './player-ipc';
import { memoryStore } from '../../tests/support/electron/memory-store';

const signedOut = { session: null, notice: null };

/** The player window's channels, with the admin window open beside it. */
function setup() {
  const ipc = new FakeIpcMain();
  const player = new FakeWebContents('velvet://app/dashboard');
  const admin = new FakeWebContents('velvet://app/admin/login');
  const store = memoryStore();
  const session = {
    state: vi.fn(() => signedOut),
    login: vi.fn(async () => ({ ok: false as const, status: 401, message: 'Invalid.' })),
    register: vi.fn(),
    logout: vi.fn(async () => {}),
    refresh: vi.fn(),
  };
  const poller = { pollNow: vi.fn(async () => {}) };
  const onServerAddressChanged = vi.fn();
  const openAdminWindow = vi.fn();
  const settings = createDesktopSettings({ store, env: {} });
  registerPlayerIpc({
    ipcMain: ipc as unknown as IpcMain,
    isPlayerWindow: (sender: WebContents) => sender.id === player.id,
    session: session as unknown as PlayerSession,
    poller: poller as unknown as NotificationPoller,
    feed: createNotificationFeedStore(() => {}),
    settings,
    onServerAddressChanged,
    openAdminWindow,
  });
  const call = (from: FakeWebContents, name: IpcChannelName, ...args: unknown[]) =>
    ipc.invoke(ipcChannels[name].channel, invokeEvent(from), ...args);
  return {
    ipc,
    player,
    admin,
    session,
    poller,
    settings,
    onServerAddressChanged,
    openAdminWindow,
    call,
  };
}

const playerChannels = Object.entries(ipcChannels)
  .filter(([, definition]) => definition.window === 'player')
  .map(([name]) => name as IpcChannelName);

describe('the player window channels', () => {
  it('are every player channel of the contract', () => {
    const { ipc } = setup();
    expect(ipc.channels().sort()).toEqual(
      playerChannels.map((name) => ipcChannels[name].channel).sort(),
    );
  });

  it.each(playerChannels)('refuse the admin window on %s', async (name) => {
    const { call, admin, session, openAdminWindow } = setup();
    await expect(call(admin, name)).rejects.toThrow('not available to this window');
    expect(session.logout).not.toHaveBeenCalled();
    expect(openAdminWindow).not.toHaveBeenCalled();
  });

  it('reach the player session from the player window', async () => {
    const { call, player, session } = setup();
    await expect(call(player, 'playerSession')).resolves.toEqual(signedOut);
    await call(player, 'playerLogin', { email: 'Sam@Example.com', password: 'pw' });
    expect(session.login).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'pw' });
  });

  it('ask the poller for a refresh', async () => {
    const { call, player, poller } = setup();
    await call(player, 'notificationsRefresh');
    expect(poller.pollNow).toHaveBeenCalledTimes(1);
  });

  it('open the admin window when the player window asks', async () => {
    const { call, player, openAdminWindow } = setup();
    await call(player, 'openAdminWindow');
    expect(openAdminWindow).toHaveBeenCalledTimes(1);
  });

  it('sign out on the old server, then store the new address and report the change', async () => {
    const { call, player, settings, session, onServerAddressChanged } = setup();
    // The token goes to the server that issued it, never to the new address.
    session.logout.mockImplementation(async () => {
      expect(settings.serverAddress()).toBe('http://localhost:8080');
    });
    await call(player, 'setServerAddress', 'https://velvet.example/');

    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(settings.serverAddress()).toBe('https://velvet.example');
    await expect(call(player, 'serverAddress')).resolves.toBe('https://velvet.example');
    expect(onServerAddressChanged).toHaveBeenCalledTimes(1);
  });

  it('leave the sign-in alone when the same address is set again', async () => {
    const { call, player, session, onServerAddressChanged } = setup();
    await call(player, 'setServerAddress', 'http://localhost:8080');
    expect(session.logout).not.toHaveBeenCalled();
    expect(onServerAddressChanged).not.toHaveBeenCalled();
  });

  it('refuse plain http to another computer with a clear message, keeping the old address', async () => {
    const { call, player, settings, session, onServerAddressChanged } = setup();
    await expect(call(player, 'setServerAddress', 'http://velvet.example')).rejects.toThrow(
      REMOTE_NEEDS_HTTPS,
    );
    expect(settings.serverAddress()).toBe('http://localhost:8080');
    expect(session.logout).not.toHaveBeenCalled();
    expect(onServerAddressChanged).not.toHaveBeenCalled();
  });

  it('refuse a server address with a path, keeping the old one', async () => {
    const { call, player, settings, session, onServerAddressChanged } = setup();
    await expect(call(player, 'setServerAddress', 'https://velvet.example/api')).rejects.toThrow(
      'Enter only the server address',
    );
    expect(settings.serverAddress()).toBe('http://localhost:8080');
    expect(session.logout).not.toHaveBeenCalled();
    expect(onServerAddressChanged).not.toHaveBeenCalled();
  });
});
