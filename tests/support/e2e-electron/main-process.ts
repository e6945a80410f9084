import type { ElectronApplication, Page } from '@playwright/test';

/** The two answers of main's "keep me signed in?" question (Linux without a keychain). */
export const KEEP_SIGNED_IN = 0;
export const ONLY_UNTIL_I_QUIT = 1;

/**
 * Answers main's native `dialog.showMessageBox` with the button at `response`: a real dialog
 * would block the test. Main only asks where the OS has no keychain; elsewhere this is unused.
 */
export async function answerKeepSignedIn(
  app: ElectronApplication,
  response: typeof KEEP_SIGNED_IN | typeof ONLY_UNTIL_I_QUIT,
) {
  await app.evaluate(({ dialog }, answer) => {
    dialog.showMessageBox = (async () => ({
      response: answer,
      checkboxChecked: false,
    })) as typeof dialog.showMessageBox;
  }, response);
}

export interface ShownNotification {
  title: string;
  body: string;
}

/**
 * From now on, records every native notification main shows in `globalThis.__velvetShown`
 * (and still shows it). `isSupported` is made true so a machine without a notification
 * server (no libnotify) still lets main decide what to show.
 */
export async function recordNativeNotifications(app: ElectronApplication) {
  await app.evaluate(({ Notification }) => {
    const store = globalThis as { __velvetShown?: { title: string; body: string }[] };
    if (store.__velvetShown) return;
    const shown: { title: string; body: string }[] = [];
    store.__velvetShown = shown;
    Notification.isSupported = () => true;
    const show = Notification.prototype.show;
    Notification.prototype.show = function (this: InstanceType<typeof Notification>) {
      shown.push({ title: this.title, body: this.body });
      return show.call(this);
    };
  });
}

/** The native notifications main has shown since `recordNativeNotifications`. */
export async function shownNotifications(app: ElectronApplication): Promise<ShownNotification[]> {
  return app.evaluate(
    () => (globalThis as { __velvetShown?: { title: string; body: string }[] }).__velvetShown ?? [],
  );
}

/** The label of an application menu item, as the menu bar shows it (undefined if absent). */
export async function menuItemLabel(app: ElectronApplication, id: string) {
  return app.evaluate(
    ({ Menu }, itemId) => Menu.getApplicationMenu()?.getMenuItemById(itemId)?.label,
    id,
  );
}

/** Clicks an application menu item as the user would, and returns the window it opens. */
export async function openWindowFromMenu(app: ElectronApplication, id: string): Promise<Page> {
  const [window] = await Promise.all([
    app.waitForEvent('window'),
    app.evaluate(({ Menu }, itemId) => {
      const item = Menu.getApplicationMenu()?.getMenuItemById(itemId);
      if (!item) throw new Error(`The application menu has no item "${itemId}".`);
      item.click();
    }, id),
  ]);
  return window;
}

/** The native window's title bar text, and whether the window is on screen. */
export async function nativeWindow(app: ElectronApplication, page: Page) {
  const handle = await app.browserWindow(page);
  try {
    return await handle.evaluate((window: Electron.BrowserWindow) => ({
      title: window.getTitle(),
      visible: window.isVisible(),
    }));
  } finally {
    await handle.dispose();
  }
}
