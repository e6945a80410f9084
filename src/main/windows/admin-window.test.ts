import { beforeEach, describe, expect, it } from 'vitest';
import {
  navigationEvent,
  resetFakeElectron,
  type FakeBrowserWindow,
} from '../../../tests/support/electron';
import { ADMIN_PARTITION, createAdminWindow } from './admin-window';
import { preloadPath } from './paths';

beforeEach(() => resetFakeElectron());

const open = () => createAdminWindow() as unknown as FakeBrowserWindow;

describe('the admin window', () => {
  it('runs the page isolated, sandboxed, without Node or webviews', () => {
    expect(open().options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    });
  });

  it('has its own preload and an in-memory session of its own', () => {
    const preferences = open().options.webPreferences;
    expect(preferences?.preload).toBe(preloadPath('admin'));
    expect(preferences?.preload).not.toBe(preloadPath('player'));
    expect(preferences?.partition).toBe(ADMIN_PARTITION);
    // A "persist:" partition would keep staff data on disk after the app quits.
    expect(ADMIN_PARTITION).not.toMatch(/^persist:/);
  });

  it('opens the staff sign-in, shown once ready, keeping its own title', () => {
    const window = open();
    expect(window.webContents.getURL()).toBe('velvet://app/admin/login');
    window.emit('ready-to-show');
    expect(window.isVisible()).toBe(true);

    const titleChange = navigationEvent();
    window.emit('page-title-updated', titleChange, 'Some page');
    expect(titleChange.defaultPrevented).toBe(true);
    expect(window.options.title).toBe('Velvet Admin');
  });
});
