import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/fixtures';
import { expectNoHorizontalOverflow } from '../support/e2e/adventure-steps';
import { coupledPages } from '../support/e2e/seeded-players';
import {
  difficulty,
  openDareTab,
  openSendDare,
  sendDare,
  setUpJourneyThroughApi,
  tileValue,
  waitForPartnerInSession,
} from '../support/e2e/dare-steps';

// Two sign-ups and an invitation through the screens before the dares.
test.setTimeout(180_000);

const scoreboard = (page: Page) => page.getByRole('region', { name: 'Scoreboard' });
const dareStats = (page: Page) => page.getByRole('region', { name: 'Dare Stats' });

test('a hot dare goes from Nia to Omar and back: revealed, accepted, done, verified and scored', async ({
  browser,
}) => {
  const [nia, omar] = await coupledPages(browser, ['Nia', 'Omar']);
  await nia.goto('/dares');
  await waitForPartnerInSession(nia);

  // Without a journey the couple plays at Vanilla: only romantic dares are open.
  let dialog = await openSendDare(nia);
  await expect(dialog).toContainText(/Your journey has not started yet/);
  await expect(difficulty(dialog, 'Romantic')).toBeEnabled();
  await expect(difficulty(dialog, 'Naughty')).toBeDisabled();
  await nia.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // At Adventurous, hot opens and spicy stays closed, saying why.
  await setUpJourneyThroughApi(nia, 'Adventurous');
  await nia.reload();
  dialog = await openSendDare(nia);
  await expect(dialog.getByText('Your journey is at Adventurous.', { exact: true })).toBeVisible();
  await expect(difficulty(dialog, 'Hot')).toBeEnabled();
  await expect(difficulty(dialog, 'Spicy')).toBeDisabled();
  await expect(dialog).toContainText(
    'Spicy dares open at the Intense level; your journey is at Adventurous.',
  );
  await nia.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Nia sends a hot dare and reads it; Omar is to answer it.
  const sent = await sendDare(nia, 'Hot');
  await expect(nia.getByRole('status').filter({ hasText: 'Dare sent!' })).toBeVisible();
  await expect(sent).toHaveAccessibleName('Hot dare from Nia');
  await expect(sent).toContainText('To Omar');
  await expect(sent).toContainText('Hot · 3 points');
  await expect(sent).toContainText('Waiting for Omar to answer.');
  const text = (await sent.locator('blockquote').innerText()).trim();
  expect(text.length).toBeGreaterThan(0);

  // Omar, on a phone, finds it under Received, without its text until he reveals it.
  await omar.setViewportSize({ width: 375, height: 740 });
  await omar.goto('/dares');
  const received = await openDareTab(omar, 'Received');
  await expect(omar.getByRole('tab', { name: 'Received (1)' })).toBeVisible();
  const dare = received.getByRole('article', { name: 'Hot dare from Nia' });
  await expect(dare).toContainText('The dare stays hidden until you reveal it.');
  await expect(omar.getByText(text, { exact: false })).toHaveCount(0);
  await expect(dare.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await dare.getByRole('button', { name: 'Reveal Dare' }).click();
  await expect(dare.locator('blockquote')).toHaveText(text);

  // He accepts: the countdown starts at 24 hours; then he marks it complete.
  await dare.getByRole('button', { name: 'Accept' }).click();
  await expect(omar.getByRole('status').filter({ hasText: 'Dare accepted.' })).toBeVisible();
  await expect(dare.getByRole('timer')).toHaveText(/^Time left: (24h 0m|23h \d{1,2}m)$/);
  await expectNoHorizontalOverflow(omar);
  await dare.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(dare).toContainText('Waiting for Nia to verify');
  await expect(dare.getByRole('timer')).toHaveCount(0);

  // Nia's open page picks the completion up by itself, and she verifies it.
  await expect(sent).toContainText('Omar marked it complete. Did they do it?', {
    timeout: 25_000,
  });
  await sent.getByRole('button', { name: 'Verify' }).click();
  await expect(
    nia.getByRole('status').filter({ hasText: 'Dare verified! Omar earned 3 points.' }),
  ).toBeVisible();
  await expect(sent).toContainText('Omar earned 3 points.');
  await expect(sent).toContainText('Verified');

  // Omar sends a romantic dare back, still pending: half of the couple's dares are done.
  dialog = await openSendDare(omar);
  await expectNoHorizontalOverflow(omar);
  await omar.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const back = await sendDare(omar, 'Romantic');
  await expect(back).toHaveAccessibleName('Romantic dare from Omar');
  await omar.reload();
  await openDareTab(omar, 'Received');
  await expect(omar.getByRole('article', { name: 'Hot dare from Nia' })).toContainText(
    'You earned 3 points.',
  );

  // Both dashboards show Omar's points and the same dare stats.
  for (const page of [nia, omar]) {
    await page.goto('/dashboard');
    await expect(tileValue(scoreboard(page), "Omar's score")).toHaveText('3');
    await expect(tileValue(scoreboard(page), "Nia's score")).toHaveText('0');
    const stats = dareStats(page);
    for (const [label, value] of [
      ['Nia sent', '1'],
      ['Nia completed', '0'],
      ['Omar sent', '1'],
      ['Omar completed', '1'],
      ['Completed', '1'],
      ['Pending', '1'],
      ['Declined', '0'],
      ['Points earned', '3'],
    ] as const)
      await expect(tileValue(stats, label)).toHaveText(value);
    await expect(stats).toContainText('Completion rate: 50%');
  }
});
