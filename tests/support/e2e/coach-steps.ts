import type { Locator, Page } from '@playwright/test';
import { upgrade } from '../../../src/shared/api/subscription';
import type { PaidTier } from '../../../src/shared/domain/tiers';
import { sql } from './database';
import { expect } from './fixtures';
import { callAsPlayer, tokenOf } from './player-api';

/** The couple the page's session token names. */
export async function coupleIdOf(page: Page): Promise<string> {
  const payload = (await tokenOf(page)).split('.')[1] ?? '';
  const { coupleId } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    coupleId: string | null;
  };
  if (!coupleId) throw new Error('The page has no couple.');
  return coupleId;
}

/**
 * Switches the couple's plan through the API, as the pricing page's buttons do, once its trial
 * is over: during the trial every trial feature stays, whatever the plan.
 */
export async function upgradeThroughApi(page: Page, tier: PaidTier) {
  const coupleId = await coupleIdOf(page);
  await sql(`update couples set created_at = now() - interval '20 days' where id = $1`, [coupleId]);
  await sql(
    `update subscriptions set trial_ends_at = now() - interval '6 days' where couple_id = $1`,
    [coupleId],
  );
  await callAsPlayer(page, upgrade, { params: { coupleId }, body: { tier } });
}

export const chatLog = (page: Page) =>
  page.getByRole('log', { name: 'Conversation with Velvet Coach' });

/** Types a message in the chat and sends it with Enter; resolves with the coach's answer. */
export async function chatWithCoach(page: Page, text: string): Promise<Locator> {
  const answers = chatLog(page).getByRole('article', { name: 'Velvet Coach' });
  const before = await answers.count();
  const box = page.getByRole('textbox', { name: /^Message the coach/ });
  await box.fill(text);
  await box.press('Enter');
  await expect(answers).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(box).toHaveValue('');
  return answers.last();
}

/** Picks the first activity both welcomed and starts a guided session; resolves with its name. */
export async function startGuidedSession(page: Page): Promise<string> {
  const select = page.getByRole('combobox', { name: 'Activity you both welcomed' });
  await select.selectOption({ index: 1 });
  const activity = (await select.locator('option:checked').innerText()).trim();
  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(activeSession(page, activity)).toBeVisible({ timeout: 20_000 });
  // The first question comes on its own, with no Get question to press.
  await expect(activeSession(page, activity).locator('blockquote')).not.toBeEmpty({
    timeout: 20_000,
  });
  return activity;
}

/** The open session's panel. */
export const activeSession = (page: Page, activity: string) =>
  page.getByRole('region', { name: `Session: ${activity}` });

/**
 * Answers the question on screen, first asking for the next one (Next question) unless told
 * one is already shown (`shown`, as the first is once a session starts).
 */
export async function answerNextQuestion(
  session: Locator,
  answer: string,
  { shown = false } = {},
): Promise<string> {
  if (!shown) await session.getByRole('button', { name: /^(Get|Next) question$/ }).click();
  const question = session.locator('blockquote');
  await expect(question).not.toBeEmpty({ timeout: 20_000 });
  const asked = (await question.innerText()).trim();
  await session.getByRole('textbox', { name: 'Your answer' }).fill(answer);
  await session.getByRole('button', { name: 'Submit answer' }).click();
  await expect(session.getByRole('list', { name: 'Your answers so far' })).toContainText(answer, {
    timeout: 20_000,
  });
  return asked;
}
