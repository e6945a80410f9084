import type { Browser, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/e2e/fixtures';
import { confirmAdultAndAgree, fillRegistration } from '../support/e2e/account-steps';
import { answerWholeSurvey, firstOrdinaryActivity } from '../support/e2e/survey-steps';

// About 170 answers per partner through the real screens: minutes on a busy 2-core machine.
test.setTimeout(600_000);

async function coupledPages(browser: Browser) {
  const pages: Page[] = [];
  const emails = [uniqueEmail('river'), uniqueEmail('sky')];
  for (const [index, name] of ['River', 'Sky'].entries()) {
    const page = await (await browser.newContext()).newPage();
    await page.goto('/register');
    await fillRegistration(page, {
      displayName: name,
      email: emails[index]!,
      password: `${name}-password`,
    });
    await confirmAdultAndAgree(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    pages.push(page);
  }
  const [river, sky] = pages as [Page, Page];
  await river.goto('/account-profile');
  await river.getByLabel("Partner's email").fill(emails[1]!);
  await river.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(river.getByText('Invitation sent!')).toBeVisible();
  await sky.goto('/account-profile');
  await sky.getByRole('button', { name: 'Accept' }).click();
  await expect(sky.getByText('River', { exact: true })).toBeVisible();
  return { river, sky };
}

async function sharedCounts(page: Page) {
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Shared Summary' });
  await expect(card).toContainText(/Both Yes\s*\d+/);
  return (await card.innerText()).replace(/\s+/g, ' ');
}

test('both partners answer the whole survey and see the same results, without the refused activity', async ({
  browser,
}) => {
  const { river, sky } = await coupledPages(browser);
  const refused = await firstOrdinaryActivity(river);
  expect(refused.length).toBeGreaterThan(2);

  // River refuses one activity and is unsure of every third; Sky welcomes everything.
  let n = 0;
  const riverTotal = await answerWholeSurvey(river, (activity) =>
    activity === refused ? 'No' : n++ % 3 === 0 ? 'Maybe' : 'Yes',
  );
  const skyTotal = await answerWholeSurvey(sky, () => 'Yes');
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
