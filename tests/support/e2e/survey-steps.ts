import type { Locator, Page } from '@playwright/test';
import {
  getStructure,
  markComplete,
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

/** Answers every item of the survey through the API (Yes to every activity) and marks it complete. */
export async function completeSurveyThroughApi(page: Page) {
  const structure = await surveyStructure(page);
  const nothingByHand = {
    question: '',
    activities: {},
    clothing: { name: '', wear: 'Yes', seePartnerWear: 'Yes' },
  } as const;
  await answerAllButThroughApi(page, structure, nothingByHand, () => 'Yes');
  await callAsPlayer(page, markComplete);
}

/** The survey's step being shown: "Category 3 of 12", as numbers. */
export async function surveyPosition(page: Page): Promise<{ step: number; count: number }> {
  const position = page.getByText(/^Category \d+ of \d+$/);
  await expect(position).toBeVisible();
  const [, step, count] =
    /^Category (\d+) of (\d+)$/.exec((await position.textContent()) ?? '') ?? [];
  return { step: Number(step), count: Number(count) };
}

/** Clicks Next and waits for the following step (or the review after the last category). */
export async function nextStep(page: Page) {
  const { step, count } = await surveyPosition(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const heading = page.getByRole('heading', { level: 3 }).and(page.locator(':focus'));
  if (step === count) {
    await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeFocused();
  } else {
    await expect(page.getByText(`Category ${step + 1} of ${count}`, { exact: true })).toBeVisible();
    await expect(heading).toBeVisible();
  }
}

/** The by-hand items as what to click, each with the locator that finds it on its step. */
function byHandAnswers(page: Page, byHand: ByHand) {
  const radio = (group: Locator, name: string) => group.getByRole('radio', { name, exact: true });
  const clothing = page.getByRole('group', { name: byHand.clothing.name, exact: true });
  return [
    {
      found: page.getByRole('radiogroup', { name: byHand.question, exact: true }),
      answer: (group: Locator) => group.getByRole('radio').first().check(),
    },
    ...Object.entries(byHand.activities).map(([name, preference]) => ({
      found: page.getByRole('radiogroup', { name, exact: true }),
      answer: (group: Locator) => radio(group, preference).check(),
    })),
    {
      found: clothing,
      answer: async (group: Locator) => {
        for (const [side, preference] of [
          ['You wearing it', byHand.clothing.wear],
          ['Your partner wearing it', byHand.clothing.seePartnerWear],
        ] as const) {
          await radio(
            group.getByRole('radiogroup', { name: side, exact: true }),
            preference,
          ).check();
        }
      },
    },
  ];
}

/**
 * Opens /survey, where everything but the `byHand` items shows answered already; walks the
 * categories with Next from the first to the review, answering those items on their steps as a
 * person would, sees every item answered, and submits. Returns how many items the survey has.
 */
export async function finishSurveyByHand(page: Page, byHand: ByHand): Promise<number> {
  await page.goto('/survey');
  const progress = page.getByText(/^\d+ of \d+ answered$/).first();
  await expect(progress).toBeVisible();
  const total = Number(/of (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);
  const left = 1 + Object.keys(byHand.activities).length + 2;
  await expect(page.getByText(`${total - left} of ${total} answered`).first()).toBeVisible();

  let pending = byHandAnswers(page, byHand);
  const { count } = await surveyPosition(page);
  for (let step = 1; step <= count; step += 1) {
    const here: typeof pending = [];
    for (const item of pending) if ((await item.found.count()) > 0) here.push(item);
    for (const item of here) await item.answer(item.found);
    pending = pending.filter((item) => !here.includes(item));
    await nextStep(page);
  }
  expect(pending, 'every by-hand item is on some step of the survey').toHaveLength(0);

  await expect(page.getByText(`${total} of ${total} answered`).first()).toBeVisible();
  await expect(page.getByText('Every item is answered.')).toBeVisible();
  await page.getByRole('button', { name: /^(Submit|Update) Survey$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Survey submitted!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  return total;
}
