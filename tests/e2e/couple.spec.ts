import type { Browser, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/e2e/fixtures';
import { waitForEmail } from '../support/e2e/mailbox';
import { confirmAdultAndAgree, fillRegistration } from '../support/e2e/account-steps';
import { sql } from '../support/e2e/database';

async function registeredPage(browser: Browser, displayName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const player = {
    displayName,
    email: uniqueEmail(displayName.toLowerCase()),
    password: `${displayName}-password`,
  };
  await page.goto('/register');
  await fillRegistration(page, player);
  await confirmAdultAndAgree(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, player };
}

async function invite(page: Page, email: string) {
  await page.goto('/account-profile');
  await page.getByLabel("Partner's email").fill(email);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent!')).toBeVisible();
}

test('a partner invited by email joins from the link, and both see the couple', async ({
  browser,
  baseURL,
}) => {
  const { page: alex } = await registeredPage(browser, 'Alex');
  const blairEmail = uniqueEmail('blair');
  await invite(alex, blairEmail);

  const email = await waitForEmail(blairEmail, /invit/i);
  const link = /https?:\/\/\S+\/register\?\S+/.exec(email.text)?.[0];
  expect(link, `invitation link in: ${email.text}`).toBeTruthy();
  expect(link!.startsWith(baseURL!)).toBe(true);

  const blairContext = await browser.newContext();
  const blair = await blairContext.newPage();
  await blair.goto(link!);
  const emailField = blair.getByLabel('Email');
  await expect(emailField).toHaveValue(blairEmail);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expect(blair.getByText('Pre-filled from invite')).toBeVisible();
  await blair.getByLabel('Display name').fill('Blair');
  await blair.getByLabel('Password', { exact: true }).fill('blair-password');
  await blair.getByRole('button', { name: 'Create Account' }).click();
  await confirmAdultAndAgree(blair);
  await expect(blair).toHaveURL(/\/dashboard$/);
  await expect(blair.getByRole('heading', { name: 'Explore & Enjoy' })).toBeVisible();

  // Blair's profile names Alex as the partner.
  await blair.goto('/account-profile');
  await expect(blair.getByText('Alex', { exact: true })).toBeVisible();
  await expect(blair.getByRole('button', { name: 'End Connection' })).toBeVisible();

  // Alex learns of it from the bell, without signing out.
  await alex.goto('/dashboard');
  await alex.getByRole('button', { name: /^Notifications/ }).click();
  await expect(alex.getByText('Your partner joined')).toBeVisible();
  await alex.getByRole('link', { name: 'View all notifications' }).click();
  await expect(alex).toHaveURL(/\/notifications$/);
  await expect(alex.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await alex.getByRole('button', { name: /^Notifications/ }).click();
  await alex
    .getByRole('dialog', { name: 'Notifications' })
    .getByText('Your partner joined')
    .click();
  await expect(alex).toHaveURL(/\/dashboard$/);
  await expect(alex.getByRole('heading', { name: 'Explore & Enjoy' })).toBeVisible();
  await alex.goto('/account-profile');
  await expect(alex.getByText('Blair', { exact: true })).toBeVisible();

  // Both sessions now name the whole couple, picked up without signing out.
  const blairClaims = await claimsOf(blair);
  await expect.poll(async () => (await claimsOf(alex)).player2Id).toBe(blairClaims.sub);
  expect((await claimsOf(alex)).coupleId).toBe(blairClaims.coupleId);
});

test('a couple on its trial sees the plan, upgrades, and the coach needs Premium', async ({
  browser,
}) => {
  const { page: alex } = await registeredPage(browser, 'Casey');
  const { page: drew, player: drewPlayer } = await registeredPage(browser, 'Drew');
  await invite(alex, drewPlayer.email);

  // Drew already has an account: the invitation waits in the app.
  await drew.goto('/account-profile');
  await drew.getByRole('button', { name: 'Accept' }).click();
  await expect(drew.getByText('Casey', { exact: true })).toBeVisible();

  await drew.goto('/dashboard');
  const plan = drew.getByRole('region', { name: 'Subscription' });
  await expect(plan.getByText('Free Trial', { exact: true })).toBeVisible();
  await expect(plan.getByText('Free trial: 14 days left')).toBeVisible();

  await drew.goto('/pricing');
  await drew.getByRole('button', { name: 'Choose Basic' }).click();
  await expect(drew.getByRole('status').getByText(/Basic plan: renews on/)).toBeVisible();
  const coach = await drew.request.get(
    `/api/tier-access/check/${await coupleIdOf(drew)}/coach-iq`,
    {
      headers: { authorization: `Bearer ${await tokenOf(drew)}` },
    },
  );
  expect(await coach.json()).toMatchObject({
    hasAccess: false,
    tier: 'Basic',
    requiredTier: 'Premium',
  });

  await drew.getByRole('button', { name: 'Choose Annual' }).click();
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
  const { page: erin } = await registeredPage(browser, 'Erin');
  const { page: finn, player: finnPlayer } = await registeredPage(browser, 'Finn');
  await invite(erin, finnPlayer.email);
  await finn.goto('/account-profile');
  await finn.getByRole('button', { name: 'Accept' }).click();
  await expect(finn.getByText('Erin', { exact: true })).toBeVisible();

  await finn.goto('/dashboard');
  const plan = finn.getByRole('region', { name: 'Subscription' });
  await expect(plan.getByText('Free Trial', { exact: true })).toBeVisible();
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
