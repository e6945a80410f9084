import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/fixtures';
import { logOut } from '../support/e2e/account-steps';
import { registeredPlayerPage } from '../support/e2e/seeded-players';
import { openAccountMenu } from '../support/e2e/top-bar';

const html = (page: Page) => page.locator('html');
/** Mantine's page background in each theme (white; dark-7). */
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(36, 36, 36)' };

test('the dark theme is switched from the account menu and remembered on this device', async ({
  browser,
}) => {
  const { page } = await registeredPlayerPage(browser, 'Quinn', '/dashboard', {
    colorScheme: 'light',
  });
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

  await openAccountMenu(page, /^Account menu for Quinn/);
  const item = page.getByRole('menuitemcheckbox', { name: 'Dark theme' });
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await item.press('Enter');
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.dark);

  // Remembered over the system's light preference, across a reload.
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // Settings go back to following the system, which is then followed as it changes.
  await page.goto('/settings');
  const theme = page.getByRole('radiogroup', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await theme.getByRole('radio', { name: 'Match my system' }).check();
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // A choice belongs to the device, not the player: signing out keeps it.
  await theme.getByRole('radio', { name: 'Light' }).check();
  await logOut(page);
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.light);
});

test('the first paint already has the right theme, before the app has loaded', async ({ page }) => {
  // The app's code never arrives: whatever theme shows is set before it.
  await page.route('**/assets/*.js', (route) => route.abort());

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.dark);

  // A choice made on this device wins over the system.
  await page.evaluate(() => window.localStorage.setItem('velvet-color-scheme', 'light'));
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.light);
});
