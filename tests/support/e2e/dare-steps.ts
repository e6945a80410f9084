import type { Locator, Page } from '@playwright/test';
import { initializeJourney } from '../../../src/shared/api/journey';
import type { JourneyLevel } from '../../../src/shared/domain/journey';
import { expect } from './fixtures';
import { callAsPlayer, tokenOf } from './player-api';

interface CoupleClaims {
  coupleId: string | null;
  player1Id: string | null;
  player2Id: string | null;
}

/** The couple as the page's session token names it. */
async function claimsOf(page: Page): Promise<CoupleClaims> {
  const payload = (await tokenOf(page)).split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CoupleClaims;
}

/**
 * Waits until the page's session names both partners: the inviter's token predates the
 * acceptance, and the app refreshes it once the notification feed says the couple changed.
 */
export async function waitForPartnerInSession(page: Page) {
  await expect
    .poll(async () => {
      const claims = await claimsOf(page);
      return Boolean(claims.coupleId && claims.player1Id && claims.player2Id);
    })
    .toBe(true);
}

/** Sets the couple's journey up through the API, starting and staying at `level`. */
export async function setUpJourneyThroughApi(page: Page, level: JourneyLevel) {
  const { coupleId } = await claimsOf(page);
  if (!coupleId) throw new Error('The page has no couple to set a journey up for.');
  await callAsPlayer(page, initializeJourney, {
    params: { id: coupleId },
    body: { startingLevel: level, desiredLevel: level, hardBoundaries: [] },
  });
}

/** Opens the difficulty modal from the Send a Dare button of /dares. */
export async function openSendDare(page: Page) {
  await page.getByRole('button', { name: 'Send a Dare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a Dare' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** One difficulty of the modal, by its label ("Hot"), whatever its points. */
export const difficulty = (dialog: Locator, label: string) =>
  dialog.getByRole('radio', { name: new RegExp(`^${label} · \\d+ points?$`) });

/** Sends a dare of this difficulty; the page then shows the Sent tab with it first. */
export async function sendDare(page: Page, label: string) {
  const dialog = await openSendDare(page);
  await difficulty(dialog, label).check();
  await dialog.getByRole('button', { name: 'Send Dare' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: /^Sent \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return page.getByRole('tabpanel', { name: /^Sent/ }).getByRole('article').first();
}

/** Opens a tab of /dares by clicking it, as a player would; `name` is its word ("Received"). */
export async function openDareTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name: new RegExp(`^${name}`) });
}

/** The value under a labelled tile of a dashboard card ("Points earned", "Bo's score"). */
export const tileValue = (card: Locator, label: string) =>
  card.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
