import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Kept here too: the adventure journeys import their survey step with the others.
export { completeSurveyThroughApi } from './survey-steps';

/** The text under one titled part of an adventure card ("Details", "Teaser"…). */
export const partOf = (card: Locator, title: string) =>
  card.getByRole('heading', { name: title, exact: true }).locator('xpath=following-sibling::*[1]');

/** Opens a tab of /adventures by clicking it, as a player would, and waits for it to show. */
export async function openAdventureTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name, exact: true });
}

/** On the Generate Adventure tab: picks a type and accessories, then Generate. */
export async function generateAdventure(page: Page, type: string, accessories: string[] = []) {
  const panel = await openAdventureTab(page, 'Generate Adventure');
  await panel
    .getByRole('radiogroup', { name: /^Experience type/ })
    .getByRole('radio', { name: type, exact: true })
    .check();
  for (const name of accessories) await panel.getByRole('checkbox', { name, exact: true }).check();
  await panel.getByRole('button', { name: 'Generate', exact: true }).click();
  // Generating opens the Draft tab with the new draft.
  await expect(page.getByRole('tab', { name: 'Draft', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
    { timeout: 20_000 },
  );
  return page.getByRole('tabpanel', { name: 'Draft', exact: true });
}

/** Nothing on the page is wider than the window (no sideways scrolling on a phone). */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
