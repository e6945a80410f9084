import { publicPageHeadAt } from '../../src/renderer/features/info/public-page-heads';
import { expect, test } from '../support/e2e/fixtures';
import { registeredPlayerPage } from '../support/e2e/seeded-players';

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

/** The tab title a public page carries (src/renderer/features/info/public-page-heads.ts). */
const titleOf = (path: string) => {
  const head = publicPageHeadAt(path);
  if (!head) throw new Error(`${path} has no title of its own`);
  return head.title;
};

test('every footer link of the landing page opens a real page with its own title', async ({
  page,
}) => {
  for (const [name, path] of footerPages) {
    await page.goto('/');
    await expect(page).toHaveTitle(titleOf('/'));
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await expect(page).toHaveTitle(titleOf(path));
  }
});

test('each public page opened directly has its own title, and the footer the current year', async ({
  page,
}) => {
  const titles = new Set<string>();
  for (const path of ['/', ...footerPages.map(([, href]) => href), '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(titleOf(path));
    titles.add(await page.title());
  }
  expect(titles.size).toBe(footerPages.length + 2);

  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()} Velvet.`),
  ).toBeVisible();
  // A desktop browser gets no add-to-home-screen tip: that is for iPhone and iPad.
  await expect(page.getByText(/Add to Home Screen/)).toHaveCount(0);
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

test('a signed-in player finds the way to the dashboard on the public pages', async ({
  browser,
}) => {
  const { page } = await registeredPlayerPage(browser, 'Noor');

  for (const path of ['/', '/features', '/privacy', '/pricing']) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The pricing page has its own back link (the spec's) instead of the header's.
    const pricing = path === '/pricing';
    await expect(nav.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(pricing ? 0 : 1);
    if (pricing) await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Get Started/ })).toHaveCount(0);
  }

  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Go to Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/^Welcome( back)?, Noor!$/)).toBeVisible();
});
