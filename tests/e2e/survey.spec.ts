import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/fixtures';
import { expectNoHorizontalOverflow } from '../support/e2e/adventure-steps';
import { coupledPages, registeredPlayerPage } from '../support/e2e/seeded-players';
import {
  activitiesOf,
  answerAllButThroughApi,
  finishSurveyByHand,
  nextStep,
  surveyPosition,
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

test('the survey goes one category at a time: Next and Back, the progress kept, a review of what is left, then Submit', async ({
  browser,
}) => {
  const { page } = await registeredPlayerPage(browser, 'Jules');
  const structure = await surveyStructure(page);
  // Steps: the general questions, then each category; the second category keeps one item open.
  const [first, secondCategory] = structure.categories.filter((c) => c.activities.length > 0);
  const open = secondCategory?.activities.find((a) => a.tagType === 'activity');
  if (!first || !secondCategory || !open || structure.questions.length === 0)
    throw new Error('the survey needs general questions and two categories');
  const firstCategory = first.name;
  await answerAllButThroughApi(
    page,
    structure,
    {
      question: '',
      activities: { [open.name]: 'Yes' },
      clothing: { name: '', wear: 'Yes', seePartnerWear: 'Yes' },
    },
    () => 'Maybe',
  );

  await page.goto('/survey');
  const { count } = await surveyPosition(page);
  const progress = page.getByRole('progressbar', { name: 'Survey progress' });
  const total = Number(await progress.getAttribute('aria-valuemax'));
  const almost = `${total - 1} of ${total} answered`;
  await expect(page.getByRole('heading', { name: 'General Questions' })).toBeVisible();
  await expect(page.getByText(`Category 1 of ${count}`, { exact: true })).toBeVisible();
  await expect(page.getByText(almost)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  // Next and Back, by mouse and by keyboard; the keyboard lands on each step's heading.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/survey\?step=2$/);
  await expect(page.getByRole('heading', { name: firstCategory })).toBeFocused();
  await expect(page.getByText(`Category 2 of ${count}`, { exact: true })).toBeVisible();
  await expect(page.getByText(almost)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'General Questions' })).toBeFocused();
  await page.getByRole('button', { name: 'Next', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: firstCategory })).toBeFocused();
  await nextStep(page);
  await expect(page).toHaveURL(/\/survey\?step=3$/);
  await expect(page.getByRole('heading', { name: secondCategory.name })).toBeFocused();

  // A reload keeps the place; from here on, on a phone: nothing is wider than the window.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(page.getByRole('heading', { name: secondCategory.name })).toBeVisible();
  await expect(page.getByText(`Category 3 of ${count}`, { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // Next to the end: the review lists the category with an item left, and Submit waits.
  for (let step = 3; step <= count; step += 1) await nextStep(page);
  await expect(page).toHaveURL(/\/survey\?step=review$/);
  const left = page.getByRole('list').filter({ hasText: 'item left' });
  await expect(left.getByRole('listitem')).toHaveCount(1);
  await expect(left.getByRole('listitem')).toContainText(`${secondCategory.name}1 item left`);
  await expect(page.getByRole('button', { name: 'Submit Survey' })).toBeDisabled();
  await expect(page.getByText('Answer the last item to submit.')).toBeVisible();

  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: `Go to ${secondCategory.name}` }).click();
  await expect(page).toHaveURL(/\/survey\?step=3$/);
  await expect(page.getByRole('heading', { name: secondCategory.name })).toBeFocused();
  await expectNoHorizontalOverflow(page);
  const item = page.getByRole('radiogroup', { name: open.name, exact: true });
  await item.getByRole('radio', { name: 'Yes', exact: true }).check();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByText(`${total} of ${total} answered`)).toBeVisible();

  for (let step = 3; step <= count; step += 1) await nextStep(page);
  await expect(page.getByText('Every item is answered.')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Survey submitted!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
});
