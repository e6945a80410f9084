import { COACH_DISCLAIMER, DAILY_TIPS } from '../../src/shared/domain/coach';
import { expect, test } from '../support/e2e/fixtures';
import {
  completeSurveyThroughApi,
  expectNoHorizontalOverflow,
} from '../support/e2e/adventure-steps';
import {
  activeSession,
  answerNextQuestion,
  chatLog,
  chatWithCoach,
  startGuidedSession,
  upgradeThroughApi,
} from '../support/e2e/coach-steps';
import { coupledPages } from '../support/e2e/seeded-players';
import { waitForPartnerInSession } from '../support/e2e/dare-steps';

// Two sign-ups, an invitation and two surveys through the API before the coach.
test.setTimeout(180_000);

test('a trial couple chats with the coach and works through a guided session the partner cannot read', async ({
  browser,
}) => {
  const [lia, max] = await coupledPages(browser, ['Lia', 'Max']);
  await completeSurveyThroughApi(lia);
  await completeSurveyThroughApi(max);

  await lia.goto('/velvet-coach');
  await waitForPartnerInSession(lia);
  await lia.reload();
  await expect(lia.getByRole('heading', { level: 1, name: 'Velvet Coach' })).toBeVisible();
  await expect(lia.getByText(COACH_DISCLAIMER)).toBeVisible();
  const tip = lia.getByRole('region', { name: 'Tip of the Day' });
  expect(DAILY_TIPS).toContain((await tip.locator('p').innerText()).trim());

  // Lia asks the coach something and gets an answer in the conversation.
  const answer = await chatWithCoach(lia, 'How could we plan a cosy evening together?');
  expect((await answer.innerText()).replace('Velvet Coach', '').trim().length).toBeGreaterThan(0);
  await expect(chatLog(lia).getByRole('article', { name: 'You' })).toContainText(
    'How could we plan a cosy evening together?',
  );

  // A topic from the grid carries the conversation on about it.
  const topics = lia.getByRole('region', { name: 'Topics' });
  const topic = topics.getByRole('button').first();
  const topicName = (await topic.innerText()).trim();
  await topic.click();
  await expect(topic).toHaveAttribute('aria-pressed', 'true');
  await expect(lia.getByText(`Topic: ${topicName}`)).toBeVisible();
  await expect(chatLog(lia).getByRole('article', { name: 'Velvet Coach' })).toHaveCount(2, {
    timeout: 20_000,
  });

  // A guided session on an activity both welcomed: two questions, then the summary.
  const activity = await startGuidedSession(lia);
  const session = activeSession(lia, activity);
  const privateAnswers = [
    'Slowly, with soft music and no phones around.',
    'Telling each other what felt best afterwards.',
  ];
  // The first question came with the start; the second is asked for.
  await answerNextQuestion(session, privateAnswers[0]!, { shown: true });
  await answerNextQuestion(session, privateAnswers[1]!);
  await session.getByRole('button', { name: 'Complete session' }).click();
  await expect(session.getByRole('heading', { name: 'Summary' })).toBeVisible({ timeout: 20_000 });
  await expect(session.locator('blockquote')).not.toBeEmpty();
  const mine = lia.getByRole('listitem', { name: activity });
  await expect(mine).toContainText('Completed');
  await expect(mine).not.toContainText('Private');

  // Max, on a phone, sees that Lia's session exists, never her answers.
  await max.setViewportSize({ width: 375, height: 740 });
  await max.goto('/coach');
  await expect(max.getByText(COACH_DISCLAIMER)).toBeVisible();
  const hers = max.getByRole('listitem', { name: activity });
  await expect(hers).toContainText('Private to Lia');
  await expect(hers).toContainText('Completed');
  await expect(hers.getByRole('button', { name: 'Open' })).toHaveCount(0);
  for (const text of privateAnswers) await expect(max.getByText(text)).toHaveCount(0);
  await expectNoHorizontalOverflow(max);
});

test('a Basic couple keeps the free coach page, sees the upgrade notice for the chat, and Upgrade leads to the pricing page', async ({
  browser,
}) => {
  const [kai, noor] = await coupledPages(browser, ['Kai', 'Noor']);
  await upgradeThroughApi(noor, 'Basic');

  await noor.goto('/velvet-coach');
  await expect(noor.getByText(COACH_DISCLAIMER)).toBeVisible();
  await expect(noor.getByText('Velvet Coach needs the Premium plan.')).toBeVisible();
  await expect(noor.getByRole('log')).toHaveCount(0);
  // Only the chat and new sessions are paid: the tip, the topics and the sessions list stay.
  await expect(noor.getByText('Tip of the Day')).toBeVisible();
  await expect(
    noor.getByText(/^Starting a new guided session needs the Premium plan/),
  ).toBeVisible();
  await noor.getByRole('link', { name: 'Upgrade' }).click();
  await expect(noor).toHaveURL(/\/pricing$/);

  // The spec's /subscription address shows the pricing page too.
  await kai.goto('/subscription');
  await expect(kai).toHaveURL(/\/pricing$/);
});
