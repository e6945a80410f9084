import { expect, test } from '../support/e2e/fixtures';

test('a signed-out visitor who opens a deep link is sent to sign in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown page says so and leads back to Velvet', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Velvet' }).click();
  await expect(page).toHaveURL(/\/$/);
});
