import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/fixtures';
import { coupledPages } from '../support/e2e/seeded-players';
import { completeSurveyThroughApi } from '../support/e2e/survey-steps';
import { openNotificationBell } from '../support/e2e/top-bar';

// Two partners side by side, each in a browser of their own: what one does reaches the other
// through the bell.
test.setTimeout(180_000);

/** Opens the bell on the dashboard, freshly loaded, and answers its list. */
async function openBell(page: Page) {
  await page.goto('/dashboard');
  return openNotificationBell(page);
}

test('each partner hears of the survey, the results and a plan change from the bell', async ({
  browser,
}) => {
  const [avery, blake] = await coupledPages(browser, ['Avery', 'Blake']);

  // Avery finishes the survey: Blake is told, Avery is not.
  await completeSurveyThroughApi(avery);
  const blakeBell = await openBell(blake);
  await expect(blakeBell.getByText('Avery finished the survey')).toBeVisible();
  await expect((await openBell(avery)).getByText(/finished the survey/)).toHaveCount(0);
  await blakeBell.getByText('Avery finished the survey').click();
  await expect(blake).toHaveURL(/\/survey$/);

  // Blake finishes too: both hear that the results are ready, and the notice leads there.
  await completeSurveyThroughApi(blake);
  for (const page of [avery, blake]) {
    const bell = await openBell(page);
    await expect(bell.getByText('Your results are ready')).toHaveCount(1);
  }
  await (await openBell(avery)).getByText('Your results are ready').click();
  await expect(avery).toHaveURL(/\/coupleResults\?coupleId=[0-9a-f-]{36}$/);

  // Avery changes the plan, through the confirmation; Blake is told.
  await avery.goto('/pricing');
  await avery.getByRole('button', { name: 'Choose Basic' }).click();
  const confirm = avery.getByRole('dialog', { name: 'Switch to Basic?' });
  await expect(confirm.getByText('$10 per month')).toBeVisible();
  await expect(confirm.getByText('Your partner is notified of the change.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(avery.getByRole('status').getByText(/Basic plan: renews on/)).toBeVisible();

  const planBell = await openBell(blake);
  await expect(planBell.getByText('Avery switched your plan to Basic')).toBeVisible();
  await planBell.getByText('Avery switched your plan to Basic').click();
  await expect(blake).toHaveURL(/\/pricing$/);
  await expect(blake.getByText(/Your couple is on the Basic plan/)).toBeVisible();
  await expect((await openBell(avery)).getByText(/switched your plan/)).toHaveCount(0);
});
