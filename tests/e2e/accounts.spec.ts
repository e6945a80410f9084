import { expect, test, uniqueEmail } from '../support/e2e/fixtures';
import { waitForEmail } from '../support/e2e/mailbox';
import { expectFullyOpen, settledAnimations } from '../support/e2e/page-settled';
import {
  confirmAdultAndAgree,
  fillRegistration,
  logOut,
  newPlayer,
  signIn,
} from '../support/e2e/account-steps';
import { registeredPlayer, registeredPlayerPage } from '../support/e2e/seeded-players';
import { passwordFor } from '../support/test-passwords';

const INVALID_RESET_LINK = 'Invalid or expired reset token. Please request a new password reset.';

test('a visitor registers, signs out and in, and resets a forgotten password from the emailed link', async ({
  page,
}) => {
  const player = {
    displayName: 'Jordan',
    email: uniqueEmail('jordan'),
    password: 'first-password',
  };

  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await fillRegistration(page, player);
  await confirmAdultAndAgree(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/^Welcome( back)?, Jordan!$/)).toBeVisible();

  await logOut(page);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, player.email, player.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const modal = page.getByRole('dialog', { name: 'Reset your password' });
  await modal.getByLabel('Email').fill(player.email);
  await modal.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(modal.getByText('Password reset link sent! Check your email.')).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 6_000 });

  const email = await waitForEmail(player.email, /reset/i);
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(email.text)?.[0];
  expect(link, `reset link in: ${email.text}`).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByLabel('Email')).toHaveValue(player.email);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await page.getByLabel('New password').fill('second-password');
  await page.getByLabel('Confirm password').fill('second-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });

  await signIn(page, player.email, 'first-password');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  await signIn(page, player.email, 'second-password');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link was single use.
  await page.goto(link!);
  await page.getByLabel('New password').fill('third-password');
  await page.getByLabel('Confirm password').fill('third-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(INVALID_RESET_LINK)).toBeVisible();
});

test('answering under 18 blocks registration', async ({ page }) => {
  const player = { displayName: 'Kit', email: uniqueEmail('kit'), password: passwordFor('Kit') };
  await page.goto('/register');
  await fillRegistration(page, player);
  const age = page.getByRole('dialog', { name: 'Age verification' });
  await age.getByRole('button', { name: 'Continue' }).click();
  await expect(age.getByText('Please confirm your age')).toBeVisible();
  await age.getByLabel('I am under 18').check();
  await age.getByRole('button', { name: 'Continue' }).click();
  await expect(age.getByText('You must be 18 years or older to sign up.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toHaveCount(0);

  await signIn(page, player.email, player.password);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
});

test('an under-18 answer keeps registration blocked on this device after a reload', async ({
  page,
}) => {
  const player = newPlayer('Remy');
  await page.goto('/register');
  await fillRegistration(page, player);
  const age = page.getByRole('dialog', { name: 'Age verification' });
  await age.getByLabel('I am under 18').check();
  await age.getByRole('button', { name: 'Continue' }).click();
  await expect(age.getByText('You must be 18 years or older to sign up.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('You must be 18 years or older to sign up.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await page.getByLabel('Display name').fill(player.displayName);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a double click on Create Account leaves the age modal open', async ({ page }) => {
  const player = newPlayer('Sasha');
  await page.goto('/register');
  await page.getByLabel('Display name').fill(player.displayName);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Create Account' }).dblclick();

  const age = page.getByRole('dialog', { name: 'Age verification' });
  await expect(age).toBeVisible();
  // Past the modal's opening transition (and whatever the second click set going), it is still
  // there to answer.
  await expectFullyOpen(age);
  await settledAnimations(page);
  await expect(age).toBeVisible();
  await confirmAdultAndAgree(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a long pasted display name is refused with the limit, not cut short', async ({ page }) => {
  await page.goto('/register');
  const longName = 'Alexandria-'.repeat(6) + 'Jones';
  await page.getByLabel('Display name').fill(longName);
  await expect(page.getByLabel('Display name')).toHaveValue(longName);
  await expect(page.getByText('Display name is too long: at most 60 characters.')).toBeVisible();
});

test('a signed-in player who opens /login or /register goes to the dashboard', async ({
  browser,
}) => {
  const { page } = await registeredPlayerPage(browser, 'Quinn');
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/^Welcome( back)?, Quinn!$/)).toBeVisible();
  }
});

test('a reset link with a malformed token reads as invalid or expired', async ({ page }) => {
  await page.goto('/reset-password?token=abc&email=sam%40example.com');
  await page.getByLabel('New password').fill('fresh-password');
  await page.getByLabel('Confirm password').fill('fresh-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(INVALID_RESET_LINK)).toBeVisible();
});

test('the reset form shows its texts for mismatched and short passwords', async ({ page }) => {
  await page.goto('/reset-password?token=some-token-value-long-enough&email=sam%40example.com');
  await expect(page.getByLabel('Email')).toHaveValue('sam@example.com');
  await page.getByLabel('New password').fill('abcdef');
  await page.getByLabel('Confirm password').fill('abcdeg');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('New password').fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
});

test('an invitation link pre-fills a read-only email', async ({ page }) => {
  await page.goto(
    '/register?email=invited%40example.com&coupleId=3f0c5a4e-8a3b-4c57-9a53-2b2d1f0e9c11',
  );
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue('invited@example.com');
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByText('Pre-filled from invite')).toBeVisible();
});

test('a registered email cannot register again', async ({ browser, page }) => {
  const player = await registeredPlayer(browser, 'Ari');
  await page.goto('/register');
  await fillRegistration(page, player);
  await confirmAdultAndAgree(page);
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
