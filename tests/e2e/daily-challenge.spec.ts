import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/fixtures';
import { setUpJourneyThroughApi, waitForPartnerInSession } from '../support/e2e/dare-steps';
import { coupledPages } from '../support/e2e/seeded-players';
import { completeSurveyThroughApi } from '../support/e2e/survey-steps';

// Two sign-ups and an invitation through the screens before the challenge.
test.setTimeout(180_000);

const challengeCard = (page: Page) => page.getByRole('region', { name: 'Daily Challenge' });
const scoreboard = (page: Page) => page.getByRole('region', { name: 'Scoreboard' });

test("both partners play today's challenge from the dashboard and each scores it once", async ({
  browser,
}) => {
  const [ana, ben] = await coupledPages(browser, ['Ana', 'Ben']);
  await waitForPartnerInSession(ana);
  await completeSurveyThroughApi(ana);
  await completeSurveyThroughApi(ben);
  await setUpJourneyThroughApi(ana, 'Playful');

  // Ana starts it from the keyboard and marks it done; then she waits for Ben.
  await ana.goto('/dashboard');
  const anaCard = challengeCard(ana);
  const start = anaCard.getByRole('button', { name: 'Start' });
  await expect(start).toBeVisible({ timeout: 20_000 });
  const points = Number(/(\d+) points? each/.exec(await anaCard.innerText())?.[1] ?? Number.NaN);
  expect(points).toBeGreaterThan(0);
  await start.focus();
  await ana.keyboard.press('Enter');
  await expect(anaCard).toContainText('Your partner: Not done yet');
  await anaCard.getByRole('button', { name: 'Mark done' }).click();
  await expect(anaCard.getByRole('status')).toHaveText(
    'Waiting for your partner to mark it done...',
  );

  // Ben sees Ana's mark, marks it done too, and hears the points.
  await ben.goto('/dashboard');
  const benCard = challengeCard(ben);
  await expect(benCard).toContainText('Your partner: Done');
  await benCard.getByRole('button', { name: 'Mark done' }).click();
  await expect(benCard.getByRole('status')).toHaveText(
    `Done together today. You each earned ${points} points.`,
  );
  await expect(benCard.getByRole('button')).toHaveCount(0);

  // Both scoreboards show the points once and a one-day streak.
  await ana.reload();
  await expect(challengeCard(ana).getByRole('status')).toHaveText(
    `Done together today. You each earned ${points} points.`,
  );
  for (const page of [ana, ben]) {
    const board = scoreboard(page);
    await expect(board.getByText("Ana's score").locator('xpath=..')).toContainText(String(points));
    await expect(board.getByText("Ben's score").locator('xpath=..')).toContainText(String(points));
    await expect(board.getByText('Current streak').locator('xpath=..')).toContainText('1 day');
  }
});
