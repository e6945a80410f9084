import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/fixtures';
import { coupledPages } from '../support/e2e/couple-steps';
import {
  activitiesOf,
  answerAllButThroughApi,
  finishSurveyByHand,
  surveyStructure,
  type ByHand,
} from '../support/e2e/survey-steps';

// Two sign-ups, an invitation, two surveys and three result pages per partner.
test.setTimeout(180_000);

async function sharedCounts(page: Page) {
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Shared Summary' });
  await expect(card).toContainText(/Both Yes\s*\d+/);
  return (await card.innerText()).replace(/\s+/g, ' ');
}

test('both partners answer the whole survey and see the same results, without the refused activity', async ({
  browser,
}) => {
  const [river, sky] = await coupledPages(browser, ['River', 'Sky']);
  const structure = await surveyStructure(river);
  const activities = activitiesOf(structure);
  const [firstOrdinary, second, third] = activities.filter((a) => a.tagType === 'activity');
  const dress = activities.find((a) => a.tagType === 'clothing');
  const question = structure.questions[0]?.text;
  if (!firstOrdinary || !second || !third || !dress || !question)
    throw new Error('the survey needs a question, three activities and a clothing item');
  const refused = firstOrdinary.name;
  expect(refused.length).toBeGreaterThan(2);

  // River refuses one activity and is unsure of every third; Sky welcomes everything. Each
  // answers a question, three activities and both sides of a clothing item on the survey
  // screen, and everything else through the API before opening it.
  const riverByHand: ByHand = {
    question,
    activities: { [refused]: 'No', [second.name]: 'Maybe', [third.name]: 'Yes' },
    clothing: { name: dress.name, wear: 'Yes', seePartnerWear: 'Maybe' },
  };
  let n = 0;
  await answerAllButThroughApi(river, structure, riverByHand, () =>
    n++ % 3 === 0 ? 'Maybe' : 'Yes',
  );
  const riverTotal = await finishSurveyByHand(river, riverByHand);
  const skyByHand: ByHand = {
    question,
    activities: { [refused]: 'Yes', [second.name]: 'Yes', [third.name]: 'Yes' },
    clothing: { name: dress.name, wear: 'Yes', seePartnerWear: 'Yes' },
  };
  await answerAllButThroughApi(sky, structure, skyByHand, () => 'Yes');
  const skyTotal = await finishSurveyByHand(sky, skyByHand);
  expect(riverTotal).toBe(skyTotal);
  expect(riverTotal).toBeGreaterThanOrEqual(150);

  // The dashboard: both completed, the same shared counts.
  for (const page of [river, sky]) {
    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'Survey Status' }).getByText('Completed').first(),
    ).toBeVisible();
  }
  const riverCounts = await sharedCounts(river);
  expect(await sharedCounts(sky)).toBe(riverCounts);

  // The results page: the same match counts for both, and Sky never sees River's No.
  const coupleId = await sky.evaluate(() => window.localStorage.getItem('coupleId'));
  const results: string[] = [];
  for (const page of [river, sky]) {
    await page.goto(`/coupleResults?coupleId=${coupleId}`);
    await expect(page.getByRole('heading', { name: 'Exact Matches' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Close Matches' })).toBeVisible();
    results.push((await page.getByText(/\d+ (close )?matches?/i).allInnerTexts()).join(' | '));
  }
  expect(results[1]).toBe(results[0]);
  await expect(sky.getByText(refused, { exact: true })).toHaveCount(0);
  await expect(sky.getByText(/Strengths/)).toBeVisible({ timeout: 20_000 });
  expect(await sky.locator('main').innerText()).not.toContain(refused);

  // The shared summary: the same counts as the dashboard, the refused activity nowhere.
  for (const page of [river, sky]) {
    await page.goto('/summary');
    await expect(page.getByRole('button', { name: /^All Activities \(\d+\)$/ })).toBeVisible();
    expect(await page.locator('main').innerText()).not.toContain(refused);
  }
  const skyAll = await sky.getByRole('button', { name: /^All Activities/ }).innerText();
  expect(await river.getByRole('button', { name: /^All Activities/ }).innerText()).toBe(skyAll);
});
