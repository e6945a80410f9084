import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  openAdminWindow(): void;
  openServerAddress(): void;
}

/** The application menu: the standard roles plus Velvet's own entries. */
export function appMenuTemplate(
  actions: MenuActions,
  platform: NodeJS.Platform = process.platform,
): MenuItemConstructorOptions[] {
  const velvet: MenuItemConstructorOptions = {
    label: 'Velvet',
    submenu: [
      {
        id: 'server-address',
        label: 'Server Address…',
        click: () => actions.openServerAddress(),
      },
      {
        id: 'open-admin-window',
        label: 'Admin Tools…',
        accelerator: 'CmdOrCtrl+Shift+A',
        click: () => actions.openAdminWindow(),
      },
      { type: 'separator' },
      platform === 'darwin' ? { role: 'quit' } : { role: 'quit', label: 'Quit Velvet' },
    ],
  };
  return [
    velvet,
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
  ];
}
