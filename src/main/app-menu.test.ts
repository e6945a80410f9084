import { describe, expect, it, vi } from 'vitest';
import { FakeMenu, type FakeMenuItem } from '../../tests/support/electron';
import { appMenuTemplate } from './app-menu';

function menu(platform: NodeJS.Platform = 'linux') {
  const actions = { openAdminWindow: vi.fn(), openServerAddress: vi.fn() };
  const built = FakeMenu.buildFromTemplate(
    appMenuTemplate(actions, platform) as unknown as FakeMenuItem[],
  );
  return { actions, built };
}

describe('the application menu', () => {
  it('opens the admin window from “Admin Tools…”', () => {
    const { actions, built } = menu();
    const item = built.getMenuItemById('open-admin-window');
    expect(item?.label).toBe('Admin Tools…');
    item?.click?.();
    expect(actions.openAdminWindow).toHaveBeenCalledTimes(1);
    expect(actions.openServerAddress).not.toHaveBeenCalled();
  });

  it('opens the server address page from “Server Address…”', () => {
    const { actions, built } = menu();
    built.getMenuItemById('server-address')?.click?.();
    expect(actions.openServerAddress).toHaveBeenCalledTimes(1);
    expect(actions.openAdminWindow).not.toHaveBeenCalled();
  });

  it('gives the admin tools a keyboard shortcut', () => {
    expect(menu().built.getMenuItemById('open-admin-window')?.accelerator).toBe(
      'CmdOrCtrl+Shift+A',
    );
  });

  it('names the quit item after the app except on macOS, which names it itself', () => {
    const quitOf = (platform: NodeJS.Platform) =>
      (menu(platform).built.items[0]?.submenu as FakeMenuItem[]).find(
        (item) => item.role === 'quit',
      );
    expect(quitOf('linux')?.label).toBe('Quit Velvet');
    expect(quitOf('darwin')?.label).toBeUndefined();
  });

  it('keeps the standard edit, view and window menus', () => {
    const roles = menu().built.items.map((item) => item.role ?? item.label);
    expect(roles).toEqual(['Velvet', 'editMenu', 'View', 'windowMenu']);
  });
});
