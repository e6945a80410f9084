import type { BrowserContext, Page } from '@playwright/test';
import { paintedFrames } from '../support/e2e/page-settled';
import { registeredPlayerStorage } from '../support/e2e/seeded-players';
import { expect, test } from '../support/e2e/fixtures';

/**
 * The first screens paint with the styles of what they show (src/renderer/styles/first-screen.css);
 * the rest of Mantine's styles (later.css) come after the paint. Held back here, as a slow network
 * would, then let through: a first screen must look the same without them as with them, and any
 * other screen must not show before they apply.
 */
const LATER_STYLESHEET = /\/assets\/later-[\w-]+\.css$/;

// The service worker, once it has taken over, would fetch the stylesheet past the hold.
const heldBack = { serviceWorkers: 'block' } as const;

/** Holds the later stylesheet until `release` is called. */
async function holdLaterStyles(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(LATER_STYLESHEET, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const laterStylesApplied = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.styleSheets).some((sheet) => /\/later-[\w-]+\.css$/.test(sheet.href ?? '')),
  );

/** What the styles decide of an element (not what its text or the viewport decide: no sizes). */
const STYLED_PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-width',
  'border-bottom-style',
  'border-left-width',
  'border-right-width',
  'border-top-left-radius',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-decoration-line',
  'text-transform',
  'text-align',
  'letter-spacing',
  'white-space',
  'row-gap',
  'column-gap',
  'flex-direction',
  'flex-wrap',
  'align-items',
  'justify-content',
  'overflow-x',
  'overflow-y',
  'opacity',
  'visibility',
  'z-index',
  'cursor',
  'box-shadow',
  'list-style-type',
  'min-height',
  'max-width',
];

/** Every element's styled properties (and its ::before and ::after), keyed by its place. */
function styleSnapshot(page: Page) {
  return page.evaluate((properties) => {
    const placeOf = (element: Element): string => {
      const parent = element.parentElement;
      if (!parent) return element.tagName;
      const index = Array.from(parent.children).indexOf(element);
      return `${placeOf(parent)}>${element.tagName}:${index}`;
    };
    const read = (style: CSSStyleDeclaration) =>
      properties.map((property) => `${property}:${style.getPropertyValue(property)}`).join(';');
    const snapshot: Record<string, string> = {};
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const place = placeOf(element);
      snapshot[place] = read(getComputedStyle(element));
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (style.content !== 'none') snapshot[place + pseudo] = read(style);
      }
    }
    return snapshot;
  }, STYLED_PROPERTIES);
}

/** The elements whose styles changed between two snapshots, with the first property that did. */
function changed(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys(before)
    .filter((place) => place in after && before[place] !== after[place])
    .map((place) => {
      const was = before[place]!.split(';');
      const now = after[place]!.split(';');
      const index = was.findIndex((value, i) => value !== now[i]);
      return `${place}: ${was[index]} → ${now[index]}`;
    });
}

const firstScreens = [
  {
    path: '/',
    shown: (page: Page) => page.getByRole('heading', { level: 1 }),
  },
  {
    path: '/login',
    shown: (page: Page) => page.getByRole('button', { name: 'Sign In' }),
  },
  {
    path: '/dashboard',
    signedIn: true,
    shown: (page: Page) => page.getByRole('heading', { name: 'Next steps' }),
  },
];

// A phone's width too: the shell and the landing page change their layout there.
const viewports = [
  { label: 'wide', size: { width: 1280, height: 800 } },
  { label: 'phone', size: { width: 390, height: 844 } },
];

for (const screen of firstScreens) {
  for (const viewport of viewports) {
    test(`${screen.path} (${viewport.label}) looks the same before the rest of the styles arrive as after`, async ({
      browser,
    }) => {
      const storageState = screen.signedIn
        ? await registeredPlayerStorage(browser, 'Styled')
        : undefined;
      // No motion, so a snapshot never catches a transition halfway.
      const context = await browser.newContext({
        ...heldBack,
        storageState,
        reducedMotion: 'reduce',
      });
      const release = await holdLaterStyles(context);
      const page = await context.newPage();
      const laterRequested = page.waitForRequest(LATER_STYLESHEET);
      await page.goto(screen.path, { waitUntil: 'domcontentloaded' });
      await expect(screen.shown(page)).toBeVisible();
      // Settled: the reads have answered and the skeletons are gone.
      await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
      await laterRequested;
      expect(await laterStylesApplied(page)).toBe(false);
      const before = await styleSnapshot(page);

      release();
      await expect.poll(() => laterStylesApplied(page)).toBe(true);
      const after = await styleSnapshot(page);
      expect(Object.keys(before).length).toBeGreaterThan(20);
      expect(changed(before, after), 'elements styled differently once later.css applied').toEqual(
        [],
      );
      await context.close();
    });
  }
}

test('a screen that needs the rest of the styles shows only once they apply', async ({
  browser,
}) => {
  const context = await browser.newContext(heldBack);
  const release = await holdLaterStyles(context);
  const page = await context.newPage();
  const laterRequested = page.waitForRequest(LATER_STYLESHEET);
  const screenCode = page.waitForResponse(/\/assets\/pricing-page-[\w-]+\.js$/);
  await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
  const [, code] = await Promise.all([laterRequested, screenCode]);
  // Its code has arrived and run (importing it again resolves once it has), and frames have
  // been painted since: without the wait for the styles it would be on screen by now.
  await page.evaluate(async (url) => {
    await import(url);
  }, code.url());
  await paintedFrames(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await laterStylesApplied(page)).toBe(true);
  await context.close();
});
