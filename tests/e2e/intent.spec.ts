import type { Page } from '@playwright/test';
import { COMFORT_LEVELS, INTENT_MESSAGES } from '../../src/shared/domain/intent';
import { expect, test, uniqueEmail } from '../support/e2e/fixtures';
import { confirmAdultAndAgree, fillRegistration } from '../support/e2e/account-steps';
import { expectNoHorizontalOverflow } from '../support/e2e/adventure-steps';
import { passwordFor } from '../support/test-passwords';

test.beforeEach(async ({ page }) => {
  await page.goto('/register');
  await fillRegistration(page, {
    displayName: 'Rae',
    email: uniqueEmail('rae'),
    password: passwordFor('Rae'),
  });
  await confirmAdultAndAgree(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

const levelInput = (page: Page) => page.getByRole('textbox', { name: /^Comfort level/ });
const tone = (page: Page) => page.getByRole('status', { name: 'Chosen comfort level' });
const checkbox = (page: Page, group: string, name: string) =>
  page
    .getByRole('group', { name: new RegExp(`^${group}`) })
    .getByRole('checkbox', { name, exact: true });
const radio = (page: Page, group: string, name: string) =>
  page
    .getByRole('radiogroup', { name: new RegExp(`^${group}`) })
    .getByRole('radio', { name, exact: true });

async function setLevel(page: Page, level: number) {
  await levelInput(page).fill(String(level));
  await levelInput(page).blur();
}

test('a player saves their preferences, and finds them again after a reload', async ({ page }) => {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Preferences' })
    .click();
  await expect(page).toHaveURL(/\/playerIntent$/);
  await expect(page.getByText(/private to you: your partner never sees them/)).toBeVisible();

  // The defaults, before anything is saved.
  await expect(levelInput(page)).toHaveValue('5');
  await expect(tone(page)).toContainText(COMFORT_LEVELS[5]!.toneWord);

  // The tone word and description follow the level, and the level stays within 1 to 10.
  await setLevel(page, 8);
  await expect(tone(page)).toHaveText(
    `${COMFORT_LEVELS[8]!.toneWord}${COMFORT_LEVELS[8]!.description}`,
  );
  await setLevel(page, 14);
  await expect(levelInput(page)).toHaveValue('10');
  await expect(tone(page)).toContainText(COMFORT_LEVELS[10]!.toneWord);
  await setLevel(page, 3);
  await expect(tone(page)).toContainText(COMFORT_LEVELS[3]!.toneWord);

  await checkbox(page, 'Looking for', 'Romance').check();
  await checkbox(page, 'Focus areas', 'Quality time').check();
  await checkbox(page, 'Hard Boundaries', 'Public places').check();
  await checkbox(page, 'Hard Boundaries', 'Alcohol').check();
  await checkbox(page, 'Experience style', 'At home').check();
  await radio(page, 'Comfort zone', 'Gently stretch it').check();
  await radio(page, 'Challenge preference', 'Gentle').check();
  await radio(page, 'Tone', 'Romantic').check();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText(INTENT_MESSAGES.saved)).toBeVisible();

  await page.reload();
  await expect(levelInput(page)).toHaveValue('3');
  await expect(tone(page)).toContainText(COMFORT_LEVELS[3]!.toneWord);
  for (const [group, name] of [
    ['Looking for', 'Romance'],
    ['Focus areas', 'Quality time'],
    ['Hard Boundaries', 'Public places'],
    ['Hard Boundaries', 'Alcohol'],
    ['Experience style', 'At home'],
  ] as const)
    await expect(checkbox(page, group, name)).toBeChecked();
  await expect(checkbox(page, 'Hard Boundaries', 'Pain')).not.toBeChecked();
  await expect(radio(page, 'Comfort zone', 'Gently stretch it')).toBeChecked();
  await expect(radio(page, 'Challenge preference', 'Gentle')).toBeChecked();
  await expect(radio(page, 'Tone', 'Romantic')).toBeChecked();
});

test('the preferences fit a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/playerIntent');
  await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  // Every field is within the screen's width too, not just the page.
  const widest = await page
    .getByRole('main')
    .evaluate((main) =>
      Math.max(
        ...Array.from(main.querySelectorAll('*')).map((el) => el.getBoundingClientRect().right),
      ),
    );
  expect(widest).toBeLessThanOrEqual(375);
});
