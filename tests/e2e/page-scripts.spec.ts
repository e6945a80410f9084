import type { Browser, BrowserContextOptions } from '@playwright/test';
import { newPlayer, register } from '../support/e2e/account-steps';
import { expect, test } from '../support/e2e/fixtures';

/**
 * On a phone network every file fetched only after a script has run costs a round trip before
 * the page can show anything. The pages a player opens directly name all their code and styles
 * in their HTML (the entry and its preloads), so the browser asks for them at once, in few files.
 */
const pathOf = (url: string) => new URL(url).pathname;
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
  const styles: string[] = [];
  const reads: string[] = [];
  page.on('request', (request) => {
    const path = pathOf(request.url());
    if (request.resourceType() === 'script') scripts.push(path);
    if (request.resourceType() === 'stylesheet') styles.push(path);
    if (path.startsWith('/api/') && request.method() === 'GET') reads.push(path);
  });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  const named = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  return {
    page,
    context,
    scripts: scripts.filter((s) => !isServiceWorkerCode(s)),
    styles,
    reads,
    named,
  };
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

test('the dashboard fetches all its code and styles at once, in a handful of files, and each read once', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await register(first, newPlayer('Quick'));
  const storage = await context.storageState();
  await context.close();

  const {
    page,
    context: cold,
    scripts,
    styles,
    reads,
    named,
  } = await loadCold(browser, storage, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  console.log(`/dashboard scripts: ${scripts.join(', ')}; styles: ${styles.join(', ')}`);
  expect(scripts.length).toBeLessThanOrEqual(6);
  for (const file of [...scripts, ...styles])
    expect(named, `${file} named in the page's HTML`).toContain(file);
  // The dashboard's reads go out before its screen renders, under the keys its cards use:
  // none is asked for twice.
  console.log(`/dashboard reads: ${reads.join(', ')}`);
  expect(reads.length).toBeGreaterThan(0);
  expect(reads).toEqual([...new Set(reads)]);
  await cold.close();
});
