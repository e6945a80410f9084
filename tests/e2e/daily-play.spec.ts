import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/fixtures';
import { coupledPages } from '../support/e2e/seeded-players';
import { completeSurveyThroughApi } from '../support/e2e/survey-steps';

// Two sign-ups, an invitation, two surveys through the API, two journey setups and a task.
test.setTimeout(180_000);

const level = (page: Page, group: string, name: string) =>
  page
    .getByRole('dialog', { name: 'Start Your Journey' })
    .getByRole('radiogroup', { name: new RegExp(`^${group}`) })
    .getByRole('radio', { name: new RegExp(name) });

async function openJourneySetup(page: Page) {
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Start Your Journey' });
  await card.getByRole('button', { name: 'Start Your Journey' }).click();
  return page.getByRole('dialog', { name: 'Start Your Journey' });
}

const scoreboard = (page: Page) => page.getByRole('region', { name: 'Scoreboard' });

test('a couple sets up its journey, plays a quick task together and both score', async ({
  browser,
}) => {
  const [jules, kai] = await coupledPages(browser, ['Jules', 'Kai']);
  await completeSurveyThroughApi(jules);
  await completeSurveyThroughApi(kai);

  // Both open the setup before either saves; Jules sets the journey up first.
  const julesSetup = await openJourneySetup(jules);
  const kaiSetup = await openJourneySetup(kai);

  await level(jules, 'Starting level', 'Vanilla').check();
  await level(jules, 'Desired level', 'Adventurous').check();
  await julesSetup.getByRole('button', { name: 'Next' }).click();
  await julesSetup.getByRole('checkbox', { name: 'pain' }).check();
  await julesSetup.getByRole('button', { name: 'Save' }).click();
  await expect(julesSetup).toBeHidden();
  await expect(jules.getByRole('region', { name: 'Daily Challenge' })).toBeVisible();
  await expect(jules.getByRole('region', { name: 'Start Your Journey' })).toHaveCount(0);

  // Kai adds a boundary of their own, with a custom entry.
  await level(kai, 'Starting level', 'Vanilla').check();
  await level(kai, 'Desired level', 'Playful').check();
  await kaiSetup.getByRole('button', { name: 'Next' }).click();
  await kaiSetup.getByRole('checkbox', { name: 'humiliation' }).check();
  await kaiSetup.getByLabel('Custom boundary').fill('loud music');
  await kaiSetup.getByRole('button', { name: 'Add' }).click();
  await expect(kaiSetup.getByText('loud music', { exact: true })).toBeVisible();
  await kaiSetup.getByRole('button', { name: 'Save' }).click();
  await expect(kaiSetup).toBeHidden();
  await expect(kai.getByRole('region', { name: 'Daily Challenge' })).toBeVisible();

  // Each sees only their own boundaries.
  await kai.goto('/boundaries');
  const kaiMine = kai.getByRole('region', { name: 'Your boundaries' });
  await expect(kaiMine.getByText('humiliation', { exact: true })).toBeVisible();
  await expect(kaiMine.getByText('loud music', { exact: true })).toBeVisible();
  await expect(kaiMine.getByText('pain', { exact: true })).toHaveCount(0);

  // Jules generates a task and starts it.
  await jules.goto('/dashboard');
  const julesTasks = jules.getByRole('region', { name: 'Quick Tasks' });
  await julesTasks.getByRole('button', { name: 'Generate Task' }).click();
  await expect(julesTasks.getByRole('button', { name: 'Start' })).toBeVisible({ timeout: 20_000 });
  const points = Number(/Points:\s*(\d+)/.exec(await julesTasks.innerText())?.[1] ?? Number.NaN);
  expect(points).toBeGreaterThan(0);
  await julesTasks.getByRole('button', { name: 'Start' }).click();

  // Jules confirms first and waits; Kai confirms second and completes it.
  await julesTasks.getByLabel('Notes (optional)').fill('That was lovely.');
  await julesTasks.getByRole('button', { name: 'Confirm' }).click();
  await expect(julesTasks.getByText('Waiting for your partner to confirm...')).toBeVisible();

  // Kai's turn heads Kai's dashboard, with Confirm right there.
  await kai.goto('/dashboard');
  const kaiWaiting = kai.getByRole('region', { name: 'Waiting for you' });
  await expect(kaiWaiting).toContainText('Your turn to confirm');
  await expect(kai.getByRole('region', { name: 'Quick Tasks' })).toHaveCount(0);
  await kaiWaiting.getByRole('button', { name: 'Confirm' }).click();
  await expect(kai.getByText(`You both earned ${points} points!`)).toBeVisible();
  await expect(kaiWaiting).toHaveCount(0);
  const kaiTasks = kai.getByRole('region', { name: 'Quick Tasks' });
  await expect(kaiTasks.getByRole('button', { name: 'Generate Task' })).toBeVisible();

  // Both scoreboards show the points, by name, and a one-day streak.
  await jules.reload();
  for (const page of [jules, kai]) {
    const board = scoreboard(page);
    await expect(board.getByText("Jules's score").locator('xpath=..')).toContainText(
      String(points),
    );
    await expect(board.getByText("Kai's score").locator('xpath=..')).toContainText(String(points));
    await expect(board.getByText('Current streak').locator('xpath=..')).toContainText('1 day');
    await expect(board).not.toContainText('Nothing completed yet');
  }
});
