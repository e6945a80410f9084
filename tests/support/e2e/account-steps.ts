import type { Page } from '@playwright/test';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../src/shared/domain/accounts';
import { expect, uniqueEmail } from './fixtures';
import { linkIn, waitForEmail } from './mailbox';
import { expectFullyOpen } from './page-settled';
import { openAccountMenu } from './top-bar';
import { passwordFor } from '../test-passwords';

export interface NewPlayer {
  displayName: string;
  email: string;
  password: string;
}

/** The email Velvet sends with the link that proves the address. */
export const CONFIRMATION_SUBJECT = /^Confirm your email/;

/** A new player's details: a fresh address and a strong password made from the name. */
export const newPlayer = (displayName: string): NewPlayer => ({
  displayName,
  email: uniqueEmail(displayName.toLowerCase()),
  password: passwordFor(displayName),
});

/** Fills the register form and submits it, which opens the age modal. */
export async function fillRegistration(page: Page, player: NewPlayer) {
  await page.getByLabel('Display name').fill(player.displayName);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Answers both registration modals as an adult who agrees, each once it has opened fully: a
 * click aimed while a modal still grows into place can land beside the box it was aimed at.
 */
export async function confirmAdultAndAgree(page: Page) {
  const age = page.getByRole('dialog', { name: 'Age verification' });
  await expectFullyOpen(age);
  await age.getByLabel('I am 18 or older').check();
  await age.getByRole('button', { name: 'Continue' }).click();
  const disclaimer = page.getByRole('dialog', { name: 'Disclaimer' });
  await expectFullyOpen(disclaimer);
  await disclaimer.getByLabel('I have read and agree to the disclaimer').check();
  await disclaimer.getByRole('button', { name: 'I Agree' }).click();
}

/** Registers through the screens, without an invitation, and lands on the dashboard. */
export async function register(page: Page, player: NewPlayer) {
  await page.goto('/register');
  await fillRegistration(page, player);
  await confirmAdultAndAgree(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Opens the confirmation link from the player's inbox, as they would, and sees it accepted.
 * `count` picks the count-th such email (after sending the link again).
 */
export async function confirmEmailFromInbox(page: Page, email: string, count = 1) {
  const link = linkIn(await waitForEmail(email, CONFIRMATION_SUBJECT, { count }), '/verify-email');
  await page.goto(link);
  await expect(page.getByText(EMAIL_VERIFICATION_MESSAGES.verified)).toBeVisible();
}

/**
 * Registers from the link of an invitation email sent to `email`: the address comes from the
 * link, which carries the invitation's token, so the account is confirmed and joins at once.
 */
export async function registerFromInvitation(page: Page, email: string, displayName: string) {
  const invitation = await waitForEmail(email, /invited to join/i);
  const link = linkIn(invitation, '/register');
  expect(new URL(link).searchParams.get('inviteToken'), `invitation link: ${link}`).toBeTruthy();
  await page.goto(link);
  const emailField = page.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expect(page.getByText('Pre-filled from invite')).toBeVisible();
  await page.getByLabel('Display name').fill(displayName);
  await page.getByLabel('Password', { exact: true }).fill(passwordFor(displayName));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await confirmAdultAndAgree(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  return link;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function logOut(page: Page) {
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
