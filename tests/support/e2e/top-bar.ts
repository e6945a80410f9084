import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Presses a top-bar button until what it opens shows. The bell's and the avatar's buttons are
 * replaced by the real ones when their menus' code arrives, after the first screen; a press
 * whose mouse-down lands on one button and mouse-up on the other clicks neither, as in any
 * browser, and on a loaded machine the swap can fall between the two. A person presses again,
 * and so does this, never on an open menu (a second press would close it).
 */
async function pressUntilShown(button: Locator, shown: Locator): Promise<Locator> {
  await expect(async () => {
    if (!(await shown.isVisible())) await button.click();
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return shown;
}

/** Opens the account menu from the avatar; `name` picks the button when the test needs to. */
export const openAccountMenu = (page: Page, name: string | RegExp = 'Account menu') =>
  pressUntilShown(page.getByRole('button', { name }), page.getByRole('menu'));

/** Opens the notification bell's list; `name` can insist on its unread count. */
export const openNotificationBell = (page: Page, name: string | RegExp = /^Notifications/) =>
  pressUntilShown(
    page.getByRole('button', { name }),
    page.getByRole('dialog', { name: 'Notifications' }),
  );
