import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Sends an invitation from the account profile's partner panel. */
export async function invite(page: Page, email: string) {
  await page.goto('/account-profile');
  await page.getByLabel("Partner's email").fill(email);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent!')).toBeVisible();
}
