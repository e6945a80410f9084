import type { Page } from '@playwright/test';
import {
  getStructure,
  respondActivitiesBulk,
  respondOption,
  type SurveyStructure,
} from '../../../src/shared/api/survey';
import { answerKeysFor, type Preference } from '../../../src/shared/domain/survey';
import { expect } from './fixtures';
import { callAsPlayer } from './player-api';

export type SurveyActivity = SurveyStructure['categories'][number]['activities'][number];

/** The survey as the server serves it. */
export const surveyStructure = (page: Page) => callAsPlayer(page, getStructure);

/** Every activity of the survey, in its order. */
export const activitiesOf = (structure: SurveyStructure) =>
  structure.categories.flatMap((category) => category.activities);

/** What a partner answers by hand on /survey; the rest is answered through the API first. */
export interface ByHand {
  /** A general question's text; it gets its first choice. */
  question: string;
  /** Ordinary activities by name, each with the answer to click. */
  activities: Record<string, Preference>;
  /** A clothing activity, answered from both sides. */
  clothing: { name: string; wear: Preference; seePartnerWear: Preference };
}

/**
 * Answers every item of the survey except those `byHand` names through the API, as the
 * signed-in player: each question its first choice, every activity's answer keys in one bulk
 * save, the answer `choose` gives (in survey order).
 */
export async function answerAllButThroughApi(
  page: Page,
  structure: SurveyStructure,
  byHand: ByHand,
  choose: (key: string, activity: SurveyActivity) => Preference,
) {
  for (const question of structure.questions) {
    if (question.text === byHand.question) continue;
    const optionId = question.options[0]?.id;
    if (!optionId) throw new Error(`question "${question.text}" has no choices`);
    await callAsPlayer(page, respondOption, { body: { questionId: question.id, optionId } });
  }
  const skipped = new Set([...Object.keys(byHand.activities), byHand.clothing.name]);
  const preferences: Record<string, Preference> = {};
  for (const activity of activitiesOf(structure)) {
    if (skipped.has(activity.name)) continue;
    for (const key of answerKeysFor(activity)) preferences[key] = choose(key, activity);
  }
  const { saved } = await callAsPlayer(page, respondActivitiesBulk, { body: { preferences } });
  expect(saved).toBe(Object.keys(preferences).length);
}

/**
 * Opens /survey, where everything but the `byHand` items shows answered already; answers those
 * through the screen as a person would, sees every item answered, and submits. Returns how many
 * items the survey has.
 */
export async function finishSurveyByHand(page: Page, byHand: ByHand): Promise<number> {
  await page.goto('/survey');
  const progress = page.getByText(/^\d+ of \d+ answered$/).first();
  await expect(progress).toBeVisible();
  const total = Number(/of (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);
  const left = 1 + Object.keys(byHand.activities).length + 2;
  await expect(page.getByText(`${total - left} of ${total} answered`).first()).toBeVisible();

  const question = page.getByRole('radiogroup', { name: byHand.question, exact: true });
  await question.getByRole('radio').first().check();
  for (const [name, preference] of Object.entries(byHand.activities)) {
    const activity = page.getByRole('radiogroup', { name, exact: true });
    await activity.getByRole('radio', { name: preference, exact: true }).check();
  }
  const clothing = page.getByRole('group', { name: byHand.clothing.name, exact: true });
  for (const [side, preference] of [
    ['You wearing it', byHand.clothing.wear],
    ['Your partner wearing it', byHand.clothing.seePartnerWear],
  ] as const) {
    const row = clothing.getByRole('radiogroup', { name: side, exact: true });
    await row.getByRole('radio', { name: preference, exact: true }).check();
  }

  await expect(page.getByText(`${total} of ${total} answered`).first()).toBeVisible();
  await page.getByRole('button', { name: /^(Submit|Update) Survey$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Survey submitted!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  return total;
}
