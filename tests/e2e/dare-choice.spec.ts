import { expect, test } from '../support/e2e/fixtures';
import { expectNoHorizontalOverflow } from '../support/e2e/adventure-steps';
import { coupledPages } from '../support/e2e/seeded-players';
import {
  difficulty,
  openSendDare,
  setUpJourneyThroughApi,
  waitForPartnerInSession,
} from '../support/e2e/dare-steps';

test.setTimeout(180_000);

test('on a phone, Lea picks the second of three hot dares after asking for others, and sends exactly it; then her own words', async ({
  browser,
}) => {
  const [lea] = await coupledPages(browser, ['Lea', 'Max']);
  await lea.setViewportSize({ width: 375, height: 740 });
  await setUpJourneyThroughApi(lea, 'Adventurous');
  await lea.goto('/dares');
  await waitForPartnerInSession(lea);

  let dialog = await openSendDare(lea);
  await difficulty(dialog, 'Hot').check();
  const choices = dialog.getByRole('radiogroup', { name: /^Your dare/ });
  const candidates = choices.getByRole('radio').filter({ hasNotText: 'Write my own' });
  await expect(dialog.getByText('3 dares to choose from.')).toBeVisible({ timeout: 20_000 });
  await expect(choices.getByRole('radio')).toHaveCount(4);
  const first = await candidates.evaluateAll((radios) =>
    radios.map((r) => r.getAttribute('value')),
  );

  await dialog.getByRole('button', { name: 'Show three others' }).click();
  await expect(choices.getByRole('radio')).toHaveCount(4);
  await expect
    .poll(() => candidates.evaluateAll((radios) => radios.map((r) => r.getAttribute('value'))))
    .not.toEqual(first);
  await expectNoHorizontalOverflow(lea);

  // From the keyboard: the first is picked, the arrow moves to the second.
  await candidates.first().focus();
  await lea.keyboard.press('ArrowDown');
  await expect(candidates.nth(1)).toBeChecked();
  const picked = await candidates
    .nth(1)
    .evaluate((radio) => document.querySelector(`label[for="${radio.id}"]`)?.textContent ?? '');
  await dialog.getByRole('button', { name: 'Send Dare' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const sent = lea.getByRole('tabpanel', { name: /^Sent/ }).getByRole('article').first();
  await expect(sent.locator('blockquote')).toHaveText(picked);

  // Her own words go as she wrote them.
  dialog = await openSendDare(lea);
  await difficulty(dialog, 'Hot').check();
  await dialog.getByRole('radio', { name: 'Write my own' }).check();
  const own = 'Slow dance with me in the kitchen tonight.';
  await dialog.getByRole('textbox', { name: /Your own dare/ }).fill(own);
  await dialog.getByRole('button', { name: 'Send Dare' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(
    lea.getByRole('tabpanel', { name: /^Sent/ }).getByRole('article').first().locator('blockquote'),
  ).toHaveText(own);
});
