import { expect, test } from '../support/e2e/fixtures';
import { chatLog, chatWithCoach } from '../support/e2e/coach-steps';
import { waitForPartnerInSession } from '../support/e2e/dare-steps';
import { coupledPages } from '../support/e2e/seeded-players';

// Two sign-ups and an invitation before the coach.
test.setTimeout(150_000);

test('the chat with the coach answers the question asked, survives a reload and starts afresh on request', async ({
  browser,
}) => {
  const [lia] = await coupledPages(browser, ['Lia', 'Max']);
  await lia.goto('/velvet-coach');
  await waitForPartnerInSession(lia);
  await lia.reload();

  const question = 'What is a good first toy for couples?';
  const answer = await chatWithCoach(lia, question);
  await expect(answer).toContainText(/first toy/i);

  // A reload keeps the conversation on screen.
  await lia.reload();
  await expect(chatLog(lia).getByRole('article', { name: 'You' })).toContainText(question);
  await expect(chatLog(lia).getByRole('article', { name: 'Velvet Coach' })).toHaveCount(1);

  // A follow-up is answered about what was discussed, and the conversation goes on.
  const followUp = await chatWithCoach(lia, 'How do I bring it up?');
  await expect(followUp).toContainText('a first toy');
  await expect(chatLog(lia).getByRole('article', { name: 'Velvet Coach' })).toHaveCount(2);

  // A new conversation clears it, and a reload does not bring it back.
  await lia.getByRole('button', { name: 'New conversation' }).click();
  await expect(chatLog(lia).getByRole('article')).toHaveCount(0);
  await expect(lia.getByRole('textbox', { name: /^Message the coach/ })).toBeFocused();
  await lia.reload();
  await expect(lia.getByRole('heading', { level: 1, name: 'Velvet Coach' })).toBeVisible();
  await expect(chatLog(lia).getByRole('article')).toHaveCount(0);
});
