import { expect, test, uniqueEmail } from '../support/e2e/fixtures';
import { confirmAdultAndAgree, fillRegistration } from '../support/e2e/account-steps';
import { openAccountMenu } from '../support/e2e/top-bar';

const sidebar = [
  ['Dashboard', '/dashboard'],
  ['Survey', '/survey'],
  ['Preferences', '/playerIntent'],
  ['Adventures', '/adventures'],
  ['Velvet Coach', '/velvet-coach'],
  ['Dares', '/dares'],
] as const;

test.beforeEach(async ({ page }) => {
  await page.goto('/register');
  await fillRegistration(page, {
    displayName: 'Morgan',
    email: uniqueEmail('morgan'),
    password: 'morgan-password',
  });
  await confirmAdultAndAgree(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sidebar reaches every signed-in area and the top bar names it', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [name, path] of sidebar) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
});

test('the avatar menu shows who is signed in and since when', async ({ page }) => {
  const menu = await openAccountMenu(page);
  await expect(menu.getByText('Morgan')).toBeVisible();
  const month = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric' });
  await expect(menu.getByText(`Member since ${month}`)).toBeVisible();
  for (const item of ['Account Profile', 'Settings', 'Help & Support', 'Logout']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('on a phone the navigation opens from the toggle and closes after a choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dares' })
    .click();
  await expect(page).toHaveURL(/\/dares$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Dares' })).toBeVisible();
});
