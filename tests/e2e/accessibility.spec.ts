import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/e2e/fixtures';
import { E2E_ADMIN } from '../support/e2e/admin-account';
import { coupledPages } from '../support/e2e/seeded-players';
import { expectNoSeriousAxeViolations, THEMES, type Theme } from '../support/e2e/axe';
import { openAccountMenu, openNotificationBell } from '../support/e2e/top-bar';

// Every page the journeys visit, checked by axe-core in the light and the dark theme, each shown
// the way a person's system asks for it (prefers-color-scheme, no stored choice).

// Each test has players and pages of its own: the two themes' checks share the workers.
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

async function inTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  return page;
}

async function checkPages(page: Page, paths: readonly string[], theme: Theme) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, path);
  }
}

/** The couple named in the player's token, as the results link carries it. */
async function coupleIdOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '');
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return (claims as { coupleId: string | null }).coupleId ?? '';
}

async function staffPage(browser: Browser, theme: Theme) {
  const page = await inTheme(await (await browser.newContext()).newPage(), theme);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

for (const theme of THEMES) {
  test.describe(`in the ${theme} theme`, () => {
    test('the public pages have no serious accessibility violations', async ({ page }) => {
      await checkPages(await inTheme(page, theme), publicPages, theme);
    });

    test('a coupled player’s pages, menus and unread notifications have none', async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      // The inviter has an unread "Your partner joined": the tinted row is checked too.
      const [avery, blake] = await coupledPages(browser, ['Avery', 'Blake']);
      await inTheme(avery, theme);
      await inTheme(blake, theme);
      await checkPages(avery, signedInPages, theme);

      await checkPages(blake, [`/coupleResults?coupleId=${await coupleIdOf(blake)}`], theme);

      await avery.goto('/dashboard');
      await openNotificationBell(avery, /^Notifications, 1 unread/);
      await expectNoSeriousAxeViolations(avery, 'the notification dropdown');
      await avery.keyboard.press('Escape');

      await openAccountMenu(avery, /^Account menu for Avery/);
      await expectNoSeriousAxeViolations(avery, 'the account menu');
    });

    test('the staff pages have none', async ({ browser }) => {
      const page = await staffPage(browser, theme);
      await expectNoSeriousAxeViolations(page, '/admin/dashboard');
      await page.goto('/admin/data-tools');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSeriousAxeViolations(page, '/admin/data-tools');
    });
  });
}
