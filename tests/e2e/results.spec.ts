import type { Locator, Page } from '@playwright/test';
import { markComplete, respondActivitiesBulk, respondOption } from '../../src/shared/api/survey';
import { answerKeysFor, type Preference } from '../../src/shared/domain/survey';
import { expect, test } from '../support/e2e/fixtures';
import { expectNoSeriousAxeViolations } from '../support/e2e/axe';
import { confirmedPlayerPage, coupledPages } from '../support/e2e/seeded-players';
import { callAsPlayer } from '../support/e2e/player-api';
import { activitiesOf, surveyStructure, type SurveyActivity } from '../support/e2e/survey-steps';

// Three sign-ups, two surveys and the results page at two widths.
test.setTimeout(180_000);

type Choose = (activity: SurveyActivity, index: number, key: string) => Preference;

/** Answers the whole survey through the API as the page's player, then marks it complete. */
async function completeSurvey(page: Page, choose: Choose) {
  const structure = await surveyStructure(page);
  for (const question of structure.questions) {
    const optionId = question.options[0]?.id;
    if (!optionId) throw new Error(`question "${question.text}" has no choices`);
    await callAsPlayer(page, respondOption, { body: { questionId: question.id, optionId } });
  }
  const preferences: Record<string, Preference> = {};
  activitiesOf(structure).forEach((activity, index) => {
    for (const key of answerKeysFor(activity)) preferences[key] = choose(activity, index, key);
  });
  await callAsPlayer(page, respondActivitiesBulk, { body: { preferences } });
  await callAsPlayer(page, markComplete);
  return structure;
}

/** A figure of the generated summary, read from its text. */
function figure(summary: string, pattern: RegExp): number {
  const found = pattern.exec(summary);
  if (!found) throw new Error(`no ${String(pattern)} in the summary:\n${summary}`);
  return Number(found[1]);
}

/** The count that ends a category's heading ("Romance 5"). */
const countOf = (text: string) => Number(/(\d+)\s*$/.exec(text)?.[1] ?? NaN);

const countIn = async (locator: Locator, pattern: RegExp) =>
  Number(pattern.exec(await locator.innerText())?.[1] ?? NaN);

test('the counts, the lists and the summary agree, by category, and a foreign couple is refused', async ({
  browser,
}) => {
  const [robin, quinn] = await coupledPages(browser, ['Robin', 'Quinn']);

  // Robin: clothing welcomed both ways, one way only (the other a No), or with a Maybe; every
  // fourth ordinary activity refused, every third a Maybe. Quinn welcomes nearly everything.
  let clothingSeen = 0;
  const structure = await completeSurvey(robin, (activity, index, key) => {
    if (activity.tagType === 'clothing') {
      if (key.endsWith('::wear')) clothingSeen += 1;
      if (clothingSeen % 3 === 2 && key.endsWith('::see_partner_wear')) return 'No';
      if (clothingSeen % 3 === 0 && key.endsWith('::wear')) return 'Maybe';
      return 'Yes';
    }
    if (index % 4 === 3) return 'No';
    return index % 3 === 1 ? 'Maybe' : 'Yes';
  });
  const clothing = activitiesOf(structure).filter((a) => a.tagType === 'clothing');
  expect(clothing.length).toBeGreaterThanOrEqual(2);
  await completeSurvey(quinn, (_activity, index) => (index % 5 === 2 ? 'Maybe' : 'Yes'));

  const coupleId = await robin.evaluate(() => window.localStorage.getItem('coupleId'));
  expect(coupleId).toBeTruthy();
  await robin.goto(`/coupleResults?coupleId=${coupleId}`);

  // The overview's counts.
  const overview = robin.getByRole('region', { name: 'At a glance' });
  await expect(overview).toContainText(/\d+ close match/);
  const matches = await countIn(overview, /(\d+) match(?:es)?\b/);
  const closeMatches = await countIn(overview, /(\d+) close match/);
  expect(matches).toBeGreaterThan(10);

  // Each list: long, so its categories start folded; each category's count adds up to the
  // overview's, and so do the questions once every category is open.
  const exact = robin.getByRole('region', { name: 'Exact Matches', exact: true });
  const close = robin.getByRole('region', { name: 'Close Matches', exact: true });
  for (const [list, count] of [
    [exact, matches],
    [close, closeMatches],
  ] as const) {
    // A category's heading holds its button: the category's name and its count.
    const categories = list.getByRole('heading', { level: 3 });
    expect(await categories.count()).toBeGreaterThan(0);
    let sum = 0;
    for (const text of await categories.allInnerTexts()) sum += countOf(text);
    expect(sum).toBe(count);
    if (count > 10) {
      await expect(categories.first().getByRole('button')).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(list.getByRole('listitem')).toHaveCount(0);
      await list.getByRole('button', { name: 'Expand all' }).click();
    }
    await expect(list.getByRole('listitem')).toHaveCount(count);
  }

  // A clothing item welcomed both ways is two entries of the lists, under its neutral label;
  // one welcomed one way only (the other way a No) is one.
  const entries = new Map<string, number>();
  for (const list of [exact, close]) {
    for (const text of await list
      .getByRole('listitem')
      .filter({ hasText: '(one of you wears it)' })
      .allInnerTexts())
      entries.set(text, (entries.get(text) ?? 0) + 1);
  }
  expect([...entries.values()]).toContain(2);
  expect([...entries.values()]).toContain(1);

  // The generated summary states the same figures.
  const summaryRegion = robin.getByRole('region', { name: 'Your relationship summary' });
  await expect(summaryRegion.getByText('Strengths')).toBeVisible({ timeout: 30_000 });
  const showMore = summaryRegion.getByRole('button', { name: 'Show more' });
  if (await showMore.isVisible()) await showMore.click();
  const summary = await summaryRegion.innerText();
  const bothYes = await exact
    .getByRole('list', { name: 'You: Yes Partner: Yes' })
    .getByRole('listitem')
    .count();
  expect(figure(summary, /(\d+) activit(?:y|ies)/)).toBe(matches + closeMatches);
  expect(figure(summary, /(\d+) (?:is an exact match|are exact matches)/)).toBe(matches);
  expect(figure(summary, /(\d+) (?:is|are) close/)).toBe(closeMatches);
  expect(figure(summary, /(\d+) of them/)).toBe(bothYes);

  // Open, the whole page stays accessible: named lists, labelled category buttons.
  await expectNoSeriousAxeViolations(robin, 'the results page, every category open');

  // Categories fold shut and open one by one.
  await exact.getByRole('button', { name: 'Collapse all' }).click();
  await expect(exact.getByRole('listitem')).toHaveCount(0);
  const firstHeading = exact.getByRole('heading', { level: 3 }).first();
  const first = firstHeading.getByRole('button');
  const firstCount = countOf(await firstHeading.innerText());
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(exact.getByRole('listitem')).toHaveCount(firstCount);
  await first.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(exact.getByRole('listitem')).toHaveCount(0);

  // The shared summary counts the same entries.
  await robin.goto('/summary');
  await expect(robin.getByRole('button', { name: /^All Activities \(\d+\)$/ })).toHaveText(
    `All Activities (${matches + closeMatches})`,
  );
  await expectNoSeriousAxeViolations(robin, '/summary');

  // Readable on a phone: nothing wider than the screen.
  await robin.setViewportSize({ width: 375, height: 800 });
  await robin.goto(`/coupleResults?coupleId=${coupleId}`);
  await expect(exact.getByRole('button', { name: 'Expand all' })).toBeVisible();
  await exact.getByRole('button', { name: 'Expand all' }).click();
  await expect(exact.getByRole('listitem')).toHaveCount(matches);
  const overflow = await robin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // A couple that is not the player's is said to be so, never "complete your survey".
  const { page: stranger } = await confirmedPlayerPage(browser, 'Sasha');
  await stranger.goto(`/coupleResults?coupleId=${coupleId}`);
  await expect(
    stranger.getByRole('alert').filter({ hasText: 'This couple is not yours.' }),
  ).toBeVisible();
  await expect(stranger.getByText(/mark their survey as complete/)).toHaveCount(0);
  await expect(stranger.getByRole('region', { name: 'Exact Matches', exact: true })).toHaveCount(0);

  await quinn.goto(`/coupleResults?coupleId=${crypto.randomUUID()}`);
  await expect(
    quinn.getByRole('alert').filter({ hasText: 'This couple is not yours.' }),
  ).toBeVisible();
  await quinn.getByRole('link', { name: 'See your own results' }).click();
  await expect(quinn).toHaveURL(new RegExp(`coupleId=${coupleId}$`));
  await expect(quinn.getByRole('region', { name: 'At a glance' })).toContainText(
    `${closeMatches} close match`,
  );
});
