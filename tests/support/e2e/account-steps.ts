import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface NewPlayer {
  displayName: string;
  email: string;
  password: string;
}

/** Fills the register form and submits it, which opens the age modal. */
export async function fillRegistration(page: Page, player: NewPlayer) {
  await page.getByLabel('Display name').fill(player.displayName);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Answers both registration modals as an adult who agrees. */
export async function confirmAdultAndAgree(page: Page) {
  const age = page.getByRole('dialog', { name: 'Age verification' });
  await age.getByLabel('I am 18 or older').check();
  await age.getByRole('button', { name: 'Continue' }).click();
  const disclaimer = page.getByRole('dialog', { name: 'Disclaimer' });
  await disclaimer.getByLabel('I have read and agree to the disclaimer').check();
  await disclaimer.getByRole('button', { name: 'I Agree' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
