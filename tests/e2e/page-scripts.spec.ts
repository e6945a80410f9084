import type { Browser, BrowserContextOptions } from '@playwright/test';
import { newPlayer, register } from '../support/e2e/account-steps';
import { expect, test } from '../support/e2e/fixtures';

/**
 * On a phone network every script fetched only after another one has run costs a round trip
 * before the page can show anything. The pages a player opens directly name all their code in
 * their HTML (the entry and its preloads), so the browser asks for it at once, in few files.
 */
const scriptPath = (url: string) => new URL(url).pathname;
/** Registered after the page has loaded, on purpose: not part of showing the page. */
const isServiceWorkerCode = (path: string) => path.includes('service-worker') || path === '/sw.js';

/** Opens `path` in a fresh browser context (nothing cached), as `storage` (signed in or not). */
async function loadCold(
  browser: Browser,
  storage: BrowserContextOptions['storageState'],
  path: string,
) {
  const context = await browser.newContext({ storageState: storage });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(scriptPath(request.url()));
  });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  const named = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!);
  return { page, context, scripts: scripts.filter((s) => !isServiceWorkerCode(s)), named };
}

test('the sign-in page fetches all its code at once, in at most three files (theme, app, screen)', async ({
  browser,
}) => {
  const { page, context, scripts, named } = await loadCold(browser, undefined, '/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  console.log(`/login scripts: ${scripts.join(', ')}`);
  expect(scripts.length).toBeLessThanOrEqual(3);
  for (const script of scripts)
    expect(named, `${script} named in the page's HTML`).toContain(script);
  await context.close();
});

test('the dashboard fetches all its code at once, in a handful of files', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await register(first, newPlayer('Quick'));
  const storage = await context.storageState();
  await context.close();

  const { page, context: cold, scripts, named } = await loadCold(browser, storage, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  console.log(`/dashboard scripts: ${scripts.join(', ')}`);
  expect(scripts.length).toBeLessThanOrEqual(6);
  for (const script of scripts)
    expect(named, `${script} named in the page's HTML`).toContain(script);
  await cold.close();
});
