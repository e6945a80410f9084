import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/e2e/fixtures';
import {
  confirmEmailFromInbox,
  newPlayer,
  register,
  registerFromInvitation,
} from '../support/e2e/account-steps';
import { expectNoHorizontalOverflow } from '../support/e2e/adventure-steps';
import { expectNoSeriousAxeViolations, THEMES } from '../support/e2e/axe';
import { invite } from '../support/e2e/couple-steps';
import { sql } from '../support/e2e/database';
import { completeSurveyThroughApi } from '../support/e2e/survey-steps';
import { callAsPlayer } from '../support/e2e/player-api';
import { generateDare } from '../../src/shared/api/dares';
import { initializeJourney } from '../../src/shared/api/journey';
import { confirmTask, generateTask, startTask } from '../../src/shared/api/quicktasks';

// Two sign-ups, an invitation and two surveys, with the dashboard read at every stage.
test.setTimeout(240_000);

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const nextSteps = (page: Page) => region(page, 'Next steps');

/** Opens the dashboard and waits until every card has loaded. */
async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await settle(page);
}

async function settle(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main .mantine-Skeleton-root')).toHaveCount(0);
}

/** How often the page's content speaks of the trial (polled: the plan card loads on its own). */
async function trialMentions(page: Page): Promise<number> {
  const text = await page.locator('main').innerText();
  return text.match(/trial/gi)?.length ?? 0;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the card is not on the page');
  return box;
}

/** A phone's screen: the primary cards fit in two of its heights from the top of the page. */
const PHONE = { width: 375, height: 667 } as const;

/** Each region starts below the one before it, as a phone shows them. */
async function expectTopDown(...regions: Locator[]) {
  const boxes = await Promise.all(regions.map(boxOf));
  for (let i = 1; i < boxes.length; i++)
    expect(boxes[i]!.y, `region ${i} below region ${i - 1}`).toBeGreaterThan(boxes[i - 1]!.y);
}

/**
 * On a phone the first secondary card (the first of Your progress) starts within two screens
 * from the top of the page, with what waits and today's cards above it.
 */
async function expectPhoneHeightRule(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const progress = region(page, 'Your progress');
  const firstCard = progress.getByRole('region').first();
  // Measured once the layout has settled: right after the viewport changes, the sidebar is
  // still sliding away and the text still wraps to the wider column.
  await expect
    .poll(async () => (await boxOf(firstCard)).y, { timeout: 5_000 })
    .toBeLessThanOrEqual(2 * PHONE.height);
}

/** The first two cards share a row, the second to the right of the first. */
async function expectSideBySide(first: Locator, second: Locator) {
  const [a, b] = [await boxOf(first), await boxOf(second)];
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
}

test('a couple goes through the dashboard stages: welcome, survey, results and trial', async ({
  browser,
}) => {
  // Alex registers: a first visit, then a return.
  const alex = await (await browser.newContext()).newPage();
  const alexPlayer = newPlayer('Alex');
  await register(alex, alexPlayer);
  await expect(alex.getByRole('heading', { name: 'Welcome, Alex!' })).toBeVisible();
  await settle(alex);
  await expect(alex.getByText(/Welcome back/)).toHaveCount(0);
  await expect(nextSteps(alex).getByRole('heading', { name: 'Take the survey' })).toBeVisible();
  await expect(
    nextSteps(alex).getByRole('heading', { name: 'Connect with Partner' }),
  ).toBeVisible();
  await expect.poll(() => trialMentions(alex)).toBe(1);
  await expect(alex.getByRole('link', { name: 'View Full Summary' })).toHaveCount(0);
  await expectTopDown(nextSteps(alex), region(alex, 'Your progress'), region(alex, 'Scoreboard'));
  await expect(region(alex, 'Scoreboard')).toContainText('Invite your partner to start them.');
  await expect(alex.getByText(/couple ID/i)).toHaveCount(0);
  await alex.setViewportSize(PHONE);
  await expectPhoneHeightRule(alex);
  await alex.setViewportSize({ width: 1280, height: 800 });

  await alex.reload();
  await expect(alex.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeVisible();

  // Alex confirms the email and invites Blair, who registers from the invitation.
  await confirmEmailFromInbox(alex, alexPlayer.email);
  const blairEmail = uniqueEmail('blair');
  await invite(alex, blairEmail);
  const blair = await (await browser.newContext()).newPage();
  await registerFromInvitation(blair, blairEmail, 'Blair');
  await expect(blair.getByRole('heading', { name: 'Welcome, Blair!' })).toBeVisible();
  await settle(blair);
  await expect(nextSteps(blair).getByRole('heading', { name: 'Explore & Enjoy' })).toBeVisible();
  await expect(nextSteps(blair).getByRole('heading', { name: 'Take the survey' })).toBeVisible();
  await expect(region(blair, 'Subscription')).toContainText('Free trial: 14 days left');
  await expect.poll(() => trialMentions(blair)).toBe(1);
  await expect(region(blair, 'Quick Tasks')).toHaveCount(0);
  await expect(region(blair, 'Last Adventure')).toHaveCount(0);
  await expect(blair.getByRole('link', { name: 'View Full Summary' })).toHaveCount(0);
  await expectSideBySide(nextSteps(blair), region(blair, 'Start Your Journey'));

  // Blair finishes the survey first: the step is gone, and Alex is waited for by name.
  await completeSurveyThroughApi(blair);
  await openDashboard(blair);
  await expect(blair.getByRole('heading', { name: 'Take the survey' })).toHaveCount(0);
  await expect(nextSteps(blair)).toContainText('Once Alex has finished theirs');
  await expect(blair.getByRole('link', { name: 'View Full Summary' })).toHaveCount(0);

  // Both finished: results and play, and the full summary once there is one.
  await completeSurveyThroughApi(alex);
  for (const page of [alex, blair]) {
    await openDashboard(page);
    await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Take the survey' })).toHaveCount(0);
    await expect(nextSteps(page)).toContainText('You have both finished the survey');
    await expect(nextSteps(page).getByRole('link', { name: 'Plan an adventure' })).toBeVisible();
    await expect(region(page, 'Last Adventure')).toBeVisible();
    await expect.poll(() => trialMentions(page)).toBe(1);
  }
  await region(alex, 'Shared Summary').getByRole('link', { name: 'View Full Summary' }).click();
  await expect(alex).toHaveURL(/\/summary$/);

  // A new couple: an invitation to a first dare, not eight zeros; nothing waits on Blair yet.
  await expect(region(blair, 'Dare Stats')).toContainText('No dares yet.');
  await expect(region(blair, 'Waiting for you')).toHaveCount(0);

  // Alex starts the journey, sends Blair a dare and confirms a quick task: both wait on Blair.
  const [ids] = (
    await sql('SELECT couple_id, id FROM players WHERE lower(email) = lower($1)', [blairEmail])
  ).rows as { couple_id: string; id: string }[];
  const params = { id: ids!.couple_id };
  await callAsPlayer(alex, initializeJourney, {
    params,
    body: { startingLevel: 'Vanilla', desiredLevel: 'Playful', hardBoundaries: [] },
  });
  await callAsPlayer(alex, generateDare, {
    body: { coupleId: ids!.couple_id, receiverId: ids!.id, difficultyLevel: 'romantic' },
  });
  const task = await callAsPlayer(alex, generateTask, { params, body: {} });
  await callAsPlayer(alex, startTask, { params: { id: task.id } });
  await callAsPlayer(alex, confirmTask, { params: { id: task.id }, body: { timeZone: 'UTC' } });

  // On a phone: what waits first, then the next step and today's challenge, within two screens.
  await blair.setViewportSize(PHONE);
  await openDashboard(blair);
  const waiting = region(blair, 'Waiting for you');
  await expect(waiting).toContainText(`Your turn to confirm: ${task.title}`);
  await expect(waiting).toContainText('Alex sent you a dare');
  await expect(waiting.getByRole('link', { name: 'Reveal it' })).toHaveAttribute(
    'href',
    '/dares?tab=received',
  );
  await expect(region(blair, 'Quick Tasks')).toHaveCount(0);
  await expectTopDown(
    waiting,
    nextSteps(blair),
    region(blair, 'Daily Challenge'),
    region(blair, 'Your progress'),
    region(blair, 'Your plan'),
  );
  await expectNoHorizontalOverflow(blair);
  await expectPhoneHeightRule(blair);
  // The accessibility spec's couple has nothing waiting: this section is checked here.
  for (const theme of THEMES) {
    await blair.emulateMedia({ colorScheme: theme });
    await expect(blair.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    await expectNoSeriousAxeViolations(blair, 'the dashboard with what waits');
  }

  // Blair confirms right there: the task is done and nothing waits any more but the dare.
  await waiting.getByRole('button', { name: 'Confirm' }).click();
  await expect(waiting).not.toContainText('Your turn to confirm');
  await expect(waiting).toContainText('Alex sent you a dare');
  await expect(region(blair, 'Quick Tasks')).toBeVisible();
  await blair.setViewportSize({ width: 1280, height: 800 });

  // The trial ends: still said once, now as ended.
  const coupleId = (
    await sql('SELECT couple_id FROM players WHERE lower(email) = lower($1)', [blairEmail])
  ).rows[0]?.couple_id as string;
  await sql(
    `UPDATE subscriptions SET trial_ends_at = now() - interval '1 day' WHERE couple_id = $1`,
    [coupleId],
  );
  await openDashboard(blair);
  await expect(region(blair, 'Subscription')).toContainText('Your free trial has ended');
  await expect.poll(() => trialMentions(blair)).toBe(1);
  await expect(nextSteps(blair).getByRole('link', { name: 'Choose a plan' })).toBeVisible();
  await expect(nextSteps(blair).getByRole('link', { name: 'Plan an adventure' })).toHaveCount(0);
  await expect(region(blair, 'Quick Tasks')).toHaveCount(0);

  // On a phone: one column, nothing wider than the screen, the plan after the progress.
  await blair.setViewportSize(PHONE);
  await openDashboard(blair);
  await expectNoHorizontalOverflow(blair);
  const [steps, survey] = [
    await boxOf(nextSteps(blair)),
    await boxOf(region(blair, 'Survey Status')),
  ];
  expect(Math.abs(steps.x - survey.x)).toBeLessThan(2);
  expect(survey.y).toBeGreaterThan(steps.y + steps.height);
  await expectTopDown(nextSteps(blair), region(blair, 'Your progress'), region(blair, 'Your plan'));
  await expectPhoneHeightRule(blair);
});
