import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { respondActivitiesBulk, respondOption } from '../../src/shared/api/survey';
import { ACCOUNT_CONTROL_MESSAGES } from '../../src/shared/domain/account-controls';
import { DISCREET_NOTIFICATION } from '../../src/shared/domain/discreet-mode';
import { answerKey, answerKeysFor, type Preference } from '../../src/shared/domain/survey';
import { signIn } from '../support/e2e/account-steps';
import { expect, test } from '../support/e2e/fixtures';
import { callAsPlayer } from '../support/e2e/player-api';
import { seededCouple } from '../support/e2e/seeded-players';
import { activitiesOf, surveyStructure } from '../support/e2e/survey-steps';
import { openNotificationBell } from '../support/e2e/top-bar';

/** Answers the whole survey through the API: each question its first choice, every activity `preference`. */
async function answerEverything(page: Page, preference: Preference) {
  const structure = await surveyStructure(page);
  for (const question of structure.questions) {
    const optionId = question.options[0]?.id;
    if (optionId)
      await callAsPlayer(page, respondOption, { body: { questionId: question.id, optionId } });
  }
  const preferences: Record<string, Preference> = {};
  for (const activity of activitiesOf(structure))
    for (const key of answerKeysFor(activity)) preferences[key] = preference;
  await callAsPlayer(page, respondActivitiesBulk, { body: { preferences } });
  return preferences;
}

interface ExportedAnswer {
  activityId: string;
  perspective: 'self' | 'wear' | 'see_partner_wear';
  preference: Preference;
}

async function openBell(page: Page) {
  return openNotificationBell(page);
}

test('a partner downloads their data, changes the password, goes discreet and deletes the account', async ({
  browser,
}) => {
  const {
    pages: [robin, sasha],
    players: [player],
  } = await seededCouple(browser, ['Robin', 'Sasha']);
  const robinAnswers = await answerEverything(robin, 'Yes');
  await answerEverything(sasha, 'No');

  // Robin downloads everything Velvet keeps: their answers are in it, Sasha's are not.
  await robin.goto('/settings');
  const downloading = robin.waitForEvent('download');
  await robin.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^velvet-export-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await fs.readFile(await download.path(), 'utf8')) as {
    account: { email: string };
    survey: { activities: ExportedAnswer[] };
  };
  expect(data.account.email).toBe(player.email);
  expect(
    Object.fromEntries(
      data.survey.activities.map((a) => [answerKey(a.activityId, a.perspective), a.preference]),
    ),
  ).toEqual(robinAnswers);
  await expect(robin.getByText(ACCOUNT_CONTROL_MESSAGES.exported)).toBeVisible();

  // A new password: a wrong current one is refused on its field, then the change goes through
  // and Robin stays signed in.
  const newPassword = 'Robin-new-password';
  const form = robin.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not correct.')).toBeVisible();
  await form.getByLabel('Current password').fill(player.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(robin.getByText(ACCOUNT_CONTROL_MESSAGES.passwordChanged)).toBeVisible();
  await robin.reload();
  await expect(robin).toHaveURL(/\/settings$/);

  // Discreet mode: the bell no longer says what is new.
  let bell = await openBell(robin);
  await expect(bell.getByText('Your partner joined')).toBeVisible();
  await robin.keyboard.press('Escape');
  await expect(bell).toBeHidden();
  const discreet = robin.getByRole('switch', { name: 'Discreet mode' });
  // The switch's input is visually hidden under its track: a keyboard user's way in.
  await discreet.focus();
  await robin.keyboard.press('Space');
  await expect(discreet).toBeChecked();
  await expect(robin.getByText(/^Discreet mode is on/)).toBeVisible();
  bell = await openBell(robin);
  await expect(bell.getByText(DISCREET_NOTIFICATION.title).first()).toBeVisible();
  await expect(bell.getByText('Your partner joined')).toHaveCount(0);
  await robin.keyboard.press('Escape');
  await expect(bell).toBeHidden();

  // Deleting the account: a wrong password deletes nothing; the right one signs Robin out.
  await robin.getByRole('button', { name: 'Delete account' }).click();
  const confirm = robin.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Password', { exact: true }).fill(player.password);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByText(ACCOUNT_CONTROL_MESSAGES.wrongPassword)).toBeVisible();
  await confirm.getByLabel('Password', { exact: true }).fill(newPassword);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(robin).toHaveURL(/\/$/);
  await expect(robin.getByRole('status').getByText(ACCOUNT_CONTROL_MESSAGES.deleted)).toBeVisible();
  await expect.poll(() => robin.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  // The account is gone: neither password signs in.
  for (const password of [newPassword, player.password]) {
    await signIn(robin, player.email, password);
    await expect(robin.getByText('Invalid email or password.')).toBeVisible();
    await expect(robin).toHaveURL(/\/login$/);
  }

  // Sasha was told, is on their own again, and keeps every answer.
  await sasha.goto('/account-profile');
  await expect(sasha.getByLabel("Partner's email")).toBeVisible();
  await expect(sasha.getByText('Robin', { exact: true })).toHaveCount(0);
  const sashaBell = await openBell(sasha);
  await expect(sashaBell.getByText('Your partner ended the connection')).toBeVisible();
  await sasha.keyboard.press('Escape');
  await expect(sashaBell).toBeHidden();
  await sasha.goto('/survey');
  const progress = sasha.getByText(/^\d+ of \d+ answered$/).first();
  await expect(progress).toBeVisible();
  const [answered, total] = ((await progress.textContent()) ?? '').match(/\d+/g) ?? [];
  expect(answered).toBe(total);
});
