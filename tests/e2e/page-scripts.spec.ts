import type { Browser } from '@playwright/test';
import { registeredPlayerStorage } from '../support/e2e/seeded-players';
import { expect, test } from '../support/e2e/fixtures';
import { followRequests } from '../support/e2e/quiet-network';

/**
 * On a phone network every file fetched only after a script has run costs a round trip before
 * the page can show anything. The pages a player opens directly name all their code and styles
 * in their HTML (the entry and its preloads), so the browser asks for them at once, in few files.
 */
const pathOf = (url: string) => new URL(url).pathname;
/** Registered after the page has loaded, on purpose: not part of showing the page. */
const isServiceWorkerCode = (path: string) => path.includes('service-worker') || path === '/sw.js';

/** The scripts and stylesheets a page's HTML names. */
const namedFiles = (html: string) =>
  [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);

/** Opens `path` in a fresh browser context: nothing cached, nobody signed in. */
async function loadCold(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(pathOf(request.url()));
  });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  const named = namedFiles((await response?.text()) ?? '');
  return {
    page,
    context,
    scripts: scripts.filter((s) => !isServiceWorkerCode(s)),
    named,
  };
}

test('the sign-in page fetches all its code at once, in at most four files (theme, app, screen, shared)', async ({
  browser,
}) => {
  const { page, context, scripts, named } = await loadCold(browser, '/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  console.log(`/login scripts: ${scripts.join(', ')}`);
  expect(scripts.length).toBeLessThanOrEqual(4);
  for (const script of scripts)
    expect(named, `${script} named in the page's HTML`).toContain(script);
  await context.close();
});

test('the dashboard shows its first screen from the files its HTML names, a handful, and asks for each read once', async ({
  browser,
}) => {
  const storage = await registeredPlayerStorage(browser, 'Quick');

  const cold = await browser.newContext({ storageState: storage });
  const named = namedFiles(await (await cold.request.get('/dashboard')).text());
  // Code the HTML does not name (menus, dialogs, toasts, with their styles) is fetched once the
  // screen has painted: refused here, the first screen must show whole without it.
  const later: string[] = [];
  await cold.route(/\.(js|css)$/, async (route) => {
    const path = pathOf(route.request().url());
    if (named.includes(path) || isServiceWorkerCode(path)) return route.continue();
    later.push(path);
    return route.abort();
  });
  const page = await cold.newPage();
  const scripts: string[] = [];
  const styles: string[] = [];
  const reads: string[] = [];
  page.on('request', (request) => {
    const path = pathOf(request.url());
    if (request.resourceType() === 'stylesheet' && named.includes(path)) styles.push(path);
    if (request.resourceType() === 'script' && named.includes(path)) scripts.push(path);
    if (path.startsWith('/api/') && request.method() === 'GET') reads.push(path);
  });
  const network = followRequests(page);
  await page.goto('/dashboard');
  await network.quiet();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  console.log(`/dashboard scripts: ${scripts.join(', ')}; styles: ${styles.join(', ')}`);
  console.log(`/dashboard code fetched after its first screen: ${later.join(', ')}`);
  expect(scripts.length).toBeLessThanOrEqual(6);
  expect(later.length).toBeGreaterThan(0);
  // The shell's own styles came with the page: its skip link waits off screen for the keyboard.
  await expect(page.getByRole('link', { name: 'Skip to main content' })).not.toBeInViewport();
  // The dashboard's reads go out before its screen renders, under the keys its cards use:
  // none is asked for twice.
  console.log(`/dashboard reads: ${reads.join(', ')}`);
  expect(reads.length).toBeGreaterThan(0);
  expect(reads).toEqual([...new Set(reads)]);
  // The routes came without their schemas, and with them went zod, the forms' library: the
  // sign-in page's code has it (so the marker below is the right one), the dashboard's does not.
  const sources = async (paths: string[]) =>
    Promise.all(paths.map(async (path) => (await cold.request.get(path)).text()));
  const zodMarker = '$ZodType';
  const login = await loadCold(browser, '/login');
  const loginFiles = login.named.filter((file) => file.endsWith('.js'));
  await login.context.close();
  expect((await sources(loginFiles)).some((code) => code.includes(zodMarker))).toBe(true);
  const withZod = (await sources(scripts)).filter((code) => code.includes(zodMarker));
  expect(withZod, 'dashboard scripts holding zod').toHaveLength(0);
  await cold.close();
});

// A slower machine lets Chromium's preload scanner read further ahead of the parser, where it
// once fetched a stylesheet the page already held: the same load at three CPU speeds, and with
// the parser held on the theme's script, where the scanner reads ahead.
const loads = [
  { slowdown: 1, themeScriptDelayMs: 0 },
  { slowdown: 4, themeScriptDelayMs: 0 },
  { slowdown: 6, themeScriptDelayMs: 0 },
  { slowdown: 1, themeScriptDelayMs: 500 },
];
for (const { slowdown, themeScriptDelayMs } of loads) {
  test(`the dashboard asks for its stylesheet ahead of its code, and never for the styles its page holds (CPU ${slowdown}x slower, theme script ${themeScriptDelayMs} ms late)`, async ({
    browser,
  }) => {
    const storage = await registeredPlayerStorage(browser, 'Order');
    const cold = await browser.newContext({ storageState: storage });
    const page = await cold.newPage();
    // The priority Chromium gives each request, as its network panel shows it.
    const cdp = await cold.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    if (themeScriptDelayMs > 0)
      await page.route('**/color-scheme.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, themeScriptDelayMs));
        await route.continue();
      });
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      priorities.set(pathOf(request.url), request.initialPriority);
    });
    const network = followRequests(page);
    const response = await page.goto('/dashboard');
    await network.quiet();
    const html = (await response?.text()) ?? '';
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const named = namedFiles(html);
    // The app's code; the theme's small script (/color-scheme.js) is one the paint waits for.
    const scripts = named.filter((file) => file.startsWith('/assets/') && file.endsWith('.js'));
    // Small stylesheets are written into the page, their address kept beside their rules.
    const inlined = [...html.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1]!);
    const linked = named.filter((file) => file.endsWith('.css') && !inlined.includes(file));
    console.log(`/dashboard priorities: ${JSON.stringify(Object.fromEntries(priorities))}`);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(priorities.get(script), script).toBe('Low');
    for (const style of linked) expect(priorities.get(style), style).toBe('VeryHigh');
    expect(inlined.length).toBeGreaterThan(0);
    for (const style of inlined) expect(priorities.has(style), `${style} fetched`).toBe(false);
    // The app's loader was told the inlined sheets are there, so it never asked for them either.
    const namedForLoader = await page
      .locator('link[rel="stylesheet"][disabled]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(namedForLoader.sort()).toEqual([...inlined].sort());
    await cold.close();
  });
}

test('the dashboard shows its top bar before its code arrives, then the app takes its place', async ({
  browser,
}) => {
  const storage = await registeredPlayerStorage(browser, 'Frame');

  const cold = await browser.newContext({ storageState: storage });
  const page = await cold.newPage();
  // The app's code is held back, as a slow network would: only the page's HTML has arrived.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  release();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // One top bar and one title: the painted frame is gone, not doubled.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await cold.close();
});
