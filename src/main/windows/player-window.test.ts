import { beforeEach, describe, expect, it } from 'vitest';
import { resetFakeElectron, type FakeBrowserWindow } from '../../../tests/support/electron';
import { preloadPath } from './paths';
import { createPlayerWindow } from './player-window';

beforeEach(() => resetFakeElectron());

const open = () => createPlayerWindow() as unknown as FakeBrowserWindow;

describe('the player window', () => {
  it('runs the page isolated, sandboxed, without Node or webviews', () => {
    expect(open().options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
    });
  });

  it('loads the player preload in the default session', () => {
    const preferences = open().options.webPreferences;
    expect(preferences?.preload).toBe(preloadPath('player'));
    expect(preferences?.preload).toMatch(/preload[\\/]player\.cjs$/);
    expect(preferences).not.toHaveProperty('partition');
  });

  it('opens the app from the velvet origin, shown once ready', () => {
    const window = open();
    expect(window.webContents.getURL()).toBe('velvet://app/');
    expect(window.isVisible()).toBe(false);
    window.emit('ready-to-show');
    expect(window.isVisible()).toBe(true);
  });
});
