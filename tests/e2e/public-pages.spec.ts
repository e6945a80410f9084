import { expect, test } from '../support/e2e/fixtures';

const footerPages = [
  ['Features', '/features'],
  ['Pricing', '/pricing'],
  ['Create Account', '/register'],
  ['About', '/about'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
  ['Privacy Policy', '/privacy'],
  ['Terms of Service', '/terms'],
  ['Security', '/security'],
] as const;

test('every footer link of the landing page opens a real page', async ({ page }) => {
  for (const [name, path] of footerPages) {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  }
});

test('the landing page leads to sign-in and feedback', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Play deeper. Love bolder.').first()).toBeVisible();
  await page.getByRole('link', { name: 'Send Feedback' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});
