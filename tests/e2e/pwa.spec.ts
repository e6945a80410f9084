import type { Page } from '@playwright/test';
import { confirmAdultAndAgree, fillRegistration } from '../support/e2e/account-steps';
import { expect, test, uniqueEmail } from '../support/e2e/fixtures';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

/** Waits until the service worker has activated (its install cached the shell) and controls the page. */
async function waitForServiceWorker(page: Page) {
  const state = await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        });
      });
    }
    return worker.state;
  });
  expect(state).toBe('activated');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The path of every request kept in any of the page's caches. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('the web app is installable: a linked manifest whose icons load', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(await response.text()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Velvet',
    short_name: 'Velvet',
    start_url: '/dashboard',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const pngSizes: string[] = [];
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe(icon.type);
    if (icon.type === 'image/png') {
      const size = pngSize(await image.body());
      expect(size, icon.src).toBe(icon.sizes);
      pngSizes.push(size);
    }
  }
  expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

test('the service worker keeps the app shell, opens it offline and never stores an API answer', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const shell = await page.evaluate(async () => (await caches.match('/index.html'))?.text());
  expect(shell).toContain('<div id="root">');

  // Loaded under the worker, the landing page's hashed files are kept on first use.
  await page.reload();
  await expect(page.getByText('Play deeper. Love bolder.').first()).toBeVisible();
  await expect
    .poll(async () => (await cachedPaths(page)).some((p) => p.startsWith('/assets/')))
    .toBe(true);

  await context.setOffline(true);
  const offline = await page.goto('/');
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByText('Play deeper. Love bolder.').first()).toBeVisible();
  await context.setOffline(false);

  // Registering and opening the dashboard call the API, signed in, from a controlled page.
  await page.goto('/register');
  await fillRegistration(page, {
    displayName: 'Pia',
    email: uniqueEmail('pwa'),
    password: 'correct-horse-battery',
  });
  await confirmAdultAndAgree(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Pia!' })).toBeVisible();
  const version = await page.evaluate(async () => (await fetch('/api/version')).status);
  expect(version).toBe(200);

  const paths = await cachedPaths(page);
  expect(paths).toContain('/index.html');
  expect(paths.filter((p) => /^\/api(\/|$)/i.test(p))).toEqual([]);
});
