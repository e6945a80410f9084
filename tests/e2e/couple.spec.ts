import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/e2e/fixtures';
import { registerFromInvitation } from '../support/e2e/account-steps';
import { invite } from '../support/e2e/couple-steps';
import { sql } from '../support/e2e/database';
import { confirmedPlayerPage, coupledPages } from '../support/e2e/seeded-players';
import { openNotificationBell } from '../support/e2e/top-bar';

// Every partner here has proved their email: the inviter from the confirmation link in their
// inbox, an invitee either the same way or by registering through the invitation's link. The
// invitee who registers from the link walks the screens; the others are made through the API.

test('a partner invited by email joins from the link, and both see the couple', async ({
  browser,
  baseURL,
}) => {
  const { page: alex } = await confirmedPlayerPage(browser, 'Alex');
  const blairEmail = uniqueEmail('blair');
  await invite(alex, blairEmail);

  const blairContext = await browser.newContext();
  const blair = await blairContext.newPage();
  const link = await registerFromInvitation(blair, blairEmail, 'Blair');
  expect(link.startsWith(baseURL!)).toBe(true);
  // The link proved Blair's address: no confirmation is asked of them.
  await expect(blair.getByRole('heading', { name: 'Explore & Enjoy' })).toBeVisible();
  await expect(blair.getByRole('region', { name: 'Confirm your email' })).toHaveCount(0);

  // Blair's profile names Alex as the partner.
  await blair.goto('/account-profile');
  await expect(blair.getByText('Alex', { exact: true })).toBeVisible();
  await expect(blair.getByRole('button', { name: 'End Connection' })).toBeVisible();

  // Alex learns of it from the bell, without signing out.
  await alex.goto('/dashboard');
  await openNotificationBell(alex);
  await expect(alex.getByText('Your partner joined')).toBeVisible();
  await alex.getByRole('link', { name: 'View all notifications' }).click();
  // The list closes as the page opens; opening the bell again waits for that, or it would
  // find the closing list and click into it as it goes.
  await expect(alex.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  await expect(alex).toHaveURL(/\/notifications$/);
  await expect(alex.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await (await openNotificationBell(alex)).getByText('Your partner joined').click();
  await expect(alex).toHaveURL(/\/dashboard$/);
  await expect(alex.getByRole('heading', { name: 'Explore & Enjoy' })).toBeVisible();
  await alex.goto('/account-profile');
  await expect(alex.getByText('Blair', { exact: true })).toBeVisible();

  // Both sessions now name the whole couple, picked up without signing out.
  const blairClaims = await claimsOf(blair);
  await expect.poll(async () => (await claimsOf(alex)).player2Id).toBe(blairClaims.sub);
  expect((await claimsOf(alex)).coupleId).toBe(blairClaims.coupleId);
});

test('a couple on its trial sees the plan and chooses Basic, keeping the coach until the trial ends', async ({
  browser,
}) => {
  const { page: alex } = await confirmedPlayerPage(browser, 'Casey');
  const { page: drew, player: drewPlayer } = await confirmedPlayerPage(browser, 'Drew');
  await invite(alex, drewPlayer.email);

  // Drew already has an account: the invitation waits in the app.
  await drew.goto('/account-profile');
  await drew.getByRole('button', { name: 'Accept' }).click();
  await expect(drew.getByText('Casey', { exact: true })).toBeVisible();

  await drew.goto('/dashboard');
  const plan = drew.getByRole('region', { name: 'Subscription' });
  await expect(plan.getByText('Free trial: 14 days left')).toBeVisible();

  await drew.goto('/pricing');
  await drew.getByRole('button', { name: 'Choose Basic' }).click();
  const toBasic = drew.getByRole('dialog', { name: 'Switch to Basic?' });
  // Chosen during the trial, Basic gives up nothing before the trial's end, and says so.
  await expect(
    toBasic.getByText(
      /^You keep Velvet Coach \(chat and guided sessions\) until your trial ends on/,
    ),
  ).toBeVisible();
  await toBasic.getByRole('button', { name: 'Confirm' }).click();
  await expect(drew.getByRole('status').getByText(/Basic plan: renews on/)).toBeVisible();
  // On the plan the couple is on, the choice is a renewal; one way back to the dashboard.
  await expect(drew.getByRole('button', { name: 'Renew Basic' })).toBeVisible();
  await expect(drew.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(drew.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
  const coach = await drew.request.get(
    `/api/tier-access/check/${await coupleIdOf(drew)}/coach-iq`,
    {
      headers: { authorization: `Bearer ${await tokenOf(drew)}` },
    },
  );
  expect(await coach.json()).toMatchObject({
    hasAccess: true,
    tier: 'Basic',
    requiredTier: 'Premium',
  });

  await drew.getByRole('button', { name: 'Choose Annual' }).click();
  await drew
    .getByRole('dialog', { name: 'Switch to Annual?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(drew.getByRole('status').getByText(/Premium plan \(annual\)/)).toBeVisible();
  await drew.goto('/dashboard');
  const upgraded = drew.getByRole('region', { name: 'Subscription' });
  await expect(upgraded.getByText('Premium', { exact: true })).toBeVisible();
  await expect(upgraded.getByText(/Premium plan \(annual\): renews on/)).toBeVisible();
});

const tokenOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('token') ?? '');
async function claimsOf(page: Page) {
  const token = await tokenOf(page);
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
    coupleId: string | null;
    player2Id: string | null;
  };
}
const coupleIdOf = async (page: Page) => (await claimsOf(page)).coupleId ?? '';

test('the dashboard warns when 3 or fewer trial days remain, until dismissed', async ({
  browser,
}) => {
  const [, finn] = await coupledPages(browser, ['Erin', 'Finn']);

  await finn.goto('/dashboard');
  const plan = finn.getByRole('region', { name: 'Subscription' });
  await expect(plan.getByText('Free trial: 14 days left')).toBeVisible();
  await expect(finn.getByText('Your free trial ends soon')).toHaveCount(0);

  await sql(
    `UPDATE subscriptions SET trial_ends_at = now() + interval '2 days 1 hour' WHERE couple_id = $1`,
    [await coupleIdOf(finn)],
  );
  await finn.reload();
  const toast = finn.getByRole('status').filter({ hasText: 'Your free trial ends soon' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('3 days');
  await toast.getByRole('button', { name: 'Dismiss trial reminder' }).click();
  await expect(toast).toHaveCount(0);

  await finn.reload();
  await expect(plan.getByText('Free trial: 3 days left')).toBeVisible();
  await expect(finn.getByText('Your free trial ends soon')).toHaveCount(0);
});
