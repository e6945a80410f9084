import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until a modal has finished opening: its content fades in as it grows into place
 * (Mantine's "pop"), so full opacity is the end of the move as well.
 */
export async function expectFullyOpen(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}

/**
 * Waits until every finite animation and transition running on the page has ended, so what
 * is checked next is what stays on screen rather than a frame in between. Endless ones (a
 * spinner) are left running.
 */
export async function settledAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * Waits for `frames` frames the page paints: a change the page has already been handed
 * (a resolved promise, a state update) shows within one or two.
 */
export async function paintedFrames(page: Page, frames = 5) {
  await page.evaluate(async (count) => {
    for (let frame = 0; frame < count; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
  }, frames);
}
