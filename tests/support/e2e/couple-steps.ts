import type { Browser, Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures';
import { confirmAdultAndAgree, fillRegistration } from './account-steps';

/**
 * Two partners, each in a browser context of their own, registered through the screens; the
 * first invites the second from the account profile and the second accepts there.
 */
export async function coupledPages(
  browser: Browser,
  names: readonly [string, string],
): Promise<[Page, Page]> {
  const pages: Page[] = [];
  const emails = names.map((name) => uniqueEmail(name.toLowerCase()));
  for (const [index, name] of names.entries()) {
    const page = await (await browser.newContext()).newPage();
    await page.goto('/register');
    await fillRegistration(page, {
      displayName: name,
      email: emails[index]!,
      password: `${name}-password`,
    });
    await confirmAdultAndAgree(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    pages.push(page);
  }
  const [inviter, invited] = pages as [Page, Page];
  await inviter.goto('/account-profile');
  await inviter.getByLabel("Partner's email").fill(emails[1]!);
  await inviter.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(inviter.getByText('Invitation sent!')).toBeVisible();
  await invited.goto('/account-profile');
  await invited.getByRole('button', { name: 'Accept' }).click();
  await expect(invited.getByText(names[0], { exact: true })).toBeVisible();
  return [inviter, invited];
}
