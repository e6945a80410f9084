import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ipcChannels, ipcEvents, type AdminBridge, type PlayerBridge } from '@shared/ipc';
// The same module the preloads get for `electron` (vitest's alias in the "main" project).
import {
  contextBridge as bridgeSide,
  ipcRenderer as renderer,
  resetFakeElectron,
} from '../../tests/support/electron';

let velvet: PlayerBridge;
let velvetAdmin: AdminBridge;

// Each preload runs once, as in a window, and exposes its bridge under its own name.
beforeAll(async () => {
  resetFakeElectron();
  await import('./player');
  await import('./admin');
  expect([...bridgeSide.exposed.keys()]).toEqual(['velvet', 'velvetAdmin']);
  velvet = bridgeSide.exposed.get('velvet') as PlayerBridge;
  velvetAdmin = bridgeSide.exposed.get('velvetAdmin') as AdminBridge;
});

beforeEach(() => renderer.reset());

const login = { email: 'sam@velvet.example', password: 'a long password' };

describe('the player preload', () => {
  it('exposes named functions only, never ipcRenderer or a generic invoke', () => {
    expect(Object.keys(velvet).sort()).toEqual(
      [
        'appInfo',
        'session',
        'login',
        'register',
        'logout',
        'refreshSession',
        'notifications',
        'refreshNotifications',
        'serverAddress',
        'setServerAddress',
        'openAdminWindow',
        'onSessionChange',
        'onNotificationsChange',
        'onOpenPath',
        'onLiveEvent',
      ].sort(),
    );
    for (const value of Object.values(velvet)) expect(typeof value).toBe('function');
    expect(Object.values(velvet)).not.toContain(renderer);
  });

  it('sends each call on its own channel with the payload alone', async () => {
    await velvet.login(login);
    await velvet.logout();
    await velvet.setServerAddress('https://velvet.example');
    expect(renderer.invoked).toEqual([
      { channel: ipcChannels.playerLogin.channel, args: [login] },
      { channel: ipcChannels.playerLogout.channel, args: [] },
      { channel: ipcChannels.setServerAddress.channel, args: ['https://velvet.example'] },
    ]);
  });

  it('hands listeners the payload, not the IPC event, and lets them unsubscribe', () => {
    const paths: unknown[] = [];
    const unsubscribe = velvet.onOpenPath((path) => paths.push(path));
    renderer.emit(ipcEvents.openPath.channel, '/dashboard');
    unsubscribe();
    renderer.emit(ipcEvents.openPath.channel, '/survey');
    expect(paths).toEqual(['/dashboard']);
    expect(renderer.listenerCount(ipcEvents.openPath.channel)).toBe(0);
  });

  it('offers no admin channel', () => {
    expect(velvet).not.toHaveProperty('adminLogin');
    expect(JSON.stringify(Object.keys(velvet))).not.toMatch(/admin(Login|Session|Logout)/);
  });
});

describe('the admin preload', () => {
  it('exposes the staff channels only', async () => {
    expect(Object.keys(velvetAdmin).sort()).toEqual(
      ['appInfo', 'session', 'login', 'logout', 'onSessionChange'].sort(),
    );
    await velvetAdmin.login(login);
    await velvetAdmin.session();
    expect(renderer.invoked).toEqual([
      { channel: ipcChannels.adminLogin.channel, args: [login] },
      { channel: ipcChannels.adminSession.channel, args: [] },
    ]);
  });
});
