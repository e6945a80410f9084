import type { Browser, Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures';
import { confirmedPlayerPage, registerFromInvitation } from './account-steps';

/** Sends an invitation from the account profile's partner panel. */
export async function invite(page: Page, email: string) {
  await page.goto('/account-profile');
  await page.getByLabel("Partner's email").fill(email);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent!')).toBeVisible();
}

/**
 * Two partners, each in a browser context of their own, through the verified-email path: the
 * first registers and confirms their email from the link in their inbox, then invites the
 * second, who registers through the invitation email's link (which proves their address) and
 * joins at once. The second ends on their account profile, which names the first.
 */
export async function coupledPages(
  browser: Browser,
  names: readonly [string, string],
): Promise<[Page, Page]> {
  const { page: inviter } = await confirmedPlayerPage(browser, names[0]);
  const invitedEmail = uniqueEmail(names[1].toLowerCase());
  await invite(inviter, invitedEmail);

  const invited = await (await browser.newContext()).newPage();
  await registerFromInvitation(invited, invitedEmail, names[1]);
  await invited.goto('/account-profile');
  await expect(invited.getByText(names[0], { exact: true })).toBeVisible();
  return [inviter, invited];
}
