import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

type Preference = 'Yes' | 'Maybe' | 'No';

async function nameOf(group: Locator): Promise<string> {
  return group.evaluate((element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const label = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
    return (element.getAttribute('aria-label') ?? label ?? '').trim();
  });
}

/**
 * Answers every item of /survey through the screen, as a person would: the first choice of
 * each question, and for activities whatever `choose` says (by activity name), then submits.
 */
export async function answerWholeSurvey(page: Page, choose: (activity: string) => Preference) {
  await page.goto('/survey');
  const progress = page.getByText(/^\d+ of \d+ answered$/).first();
  await expect(progress).toBeVisible();
  const total = Number(/of (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);

  const questions = page
    .getByRole('region', { name: 'General Questions' })
    .or(
      page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'General Questions' }) }),
    )
    .first()
    .getByRole('radiogroup');
  for (const question of await questions.all()) await question.getByRole('radio').first().check();

  const activities = page
    .getByRole('radiogroup')
    .filter({ has: page.getByRole('radio', { name: 'Maybe', exact: true }) });
  for (const group of await activities.all()) {
    let name = await nameOf(group);
    if (name === 'You wearing it' || name === 'Your partner wearing it') {
      name = await nameOf(group.locator('xpath=ancestor::*[@role="group"][1]'));
    }
    await group.getByRole('radio', { name: choose(name), exact: true }).check();
  }
  await expect(page.getByText(`${total} of ${total} answered`).first()).toBeVisible();
  await page.getByRole('button', { name: /^(Submit|Update) Survey$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Survey submitted!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  return total;
}

/** The first ordinary activity's name, to refuse; checked to be unique on the page. */
export async function firstOrdinaryActivity(page: Page): Promise<string> {
  await page.goto('/survey');
  const group = page
    .getByRole('radiogroup')
    .filter({ has: page.getByRole('radio', { name: 'Maybe', exact: true }) })
    .first();
  await expect(group).toBeVisible();
  return nameOf(group);
}
