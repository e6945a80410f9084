import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/e2e/fixtures';
import { E2E_ADMIN } from '../support/e2e/admin-account';
import { coupledPages } from '../support/e2e/seeded-players';
import { expectNoSeriousAxeViolations, THEMES, type Theme } from '../support/e2e/axe';
import { openAccountMenu, openNotificationBell } from '../support/e2e/top-bar';

// Every page the journeys visit, checked by axe-core in the light and then the dark theme, shown
// the way a person's system asks for it (prefers-color-scheme, no stored choice). The app follows
// the system while it is open, so each page is loaded once and checked in both.

// Each test has players and pages of its own: they share the workers.
test.describe.configure({ mode: 'parallel' });

const publicPages = [
  '/',
  '/login',
  '/register',
  '/reset-password?token=some-token-value-long-enough&email=sam%40example.com',
  '/features',
  '/pricing',
  '/about',
  '/blog',
  '/contact',
  '/privacy',
  '/terms',
  '/security',
  '/no-such-page',
  '/admin/login',
];

const signedInPages = [
  '/dashboard',
  '/survey',
  '/playerIntent',
  '/adventures',
  '/adventures?tab=planned',
  '/velvet-coach',
  '/dares',
  '/badges',
  '/notifications',
  '/account-profile',
  '/settings',
  '/boundaries',
  '/help-and-support',
  '/summary',
  '/pricing',
  '/subscription',
];

async function showTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
}

/** Checks what the page shows now in each theme, switching the system's preference. */
async function checkInBothThemes(page: Page, where: string) {
  for (const theme of THEMES) {
    await showTheme(page, theme);
    await expectNoSeriousAxeViolations(page, where);
  }
}

async function checkPages(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.emulateMedia({ colorScheme: THEMES[0] });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await checkInBothThemes(page, path);
  }
}

/** The couple named in the player's token, as the results link carries it. */
async function coupleIdOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '');
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return (claims as { coupleId: string | null }).coupleId ?? '';
}

async function staffPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

test('the public pages have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(240_000);
  await checkPages(page, publicPages);
});

test('a coupled player’s pages, menus and unread notifications have none', async ({ browser }) => {
  test.setTimeout(240_000);
  // The inviter has an unread "Your partner joined": the tinted row is checked too.
  const [avery, blake] = await coupledPages(browser, ['Avery', 'Blake']);
  await checkPages(avery, signedInPages);

  await checkPages(blake, [`/coupleResults?coupleId=${await coupleIdOf(blake)}`]);

  await avery.goto('/dashboard');
  await openNotificationBell(avery, /^Notifications, 1 unread/);
  await checkInBothThemes(avery, 'the notification dropdown');
  await avery.keyboard.press('Escape');

  await openAccountMenu(avery, /^Account menu for Avery/);
  await checkInBothThemes(avery, 'the account menu');
});

test('the staff pages have none', async ({ browser }) => {
  const page = await staffPage(browser);
  await checkInBothThemes(page, '/admin/dashboard');
  await page.emulateMedia({ colorScheme: THEMES[0] });
  await page.goto('/admin/data-tools');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await checkInBothThemes(page, '/admin/data-tools');
});
