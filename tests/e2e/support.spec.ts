import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { createSystemUser, login as staffLogin } from '../../src/shared/api/admin';
import { AdminRole } from '../../src/shared/api/define';
import { SUPPORT_MESSAGES } from '../../src/shared/domain/support';
import { confirmAdultAndAgree, fillRegistration } from '../support/e2e/account-steps';
import { expectNoHorizontalOverflow } from '../support/e2e/adventure-steps';
import { E2E_ADMIN } from '../support/e2e/admin-account';
import { expect, test, uniqueEmail } from '../support/e2e/fixtures';
import { waitForEmail } from '../support/e2e/mailbox';
import { openAccountMenu } from '../support/e2e/top-bar';
import { passwordFor } from '../support/test-passwords';

/** Where the end-to-end server sends support messages: SUPPORT_EMAIL's default. */
const SUPPORT_INBOX = 'support@velvet.local';

async function staffPage(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

/** A staff member with the User role, made by the SuperAdmin through the admin API. */
async function createStaffUser(request: APIRequestContext) {
  const signIn = await request.post(staffLogin.path, { data: E2E_ADMIN });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const staff = { email: uniqueEmail('reader'), password: 'reader-password' };
  const created = await request.post(createSystemUser.path, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...staff, displayName: 'Riley Reader', role: AdminRole.User },
  });
  expect(created.status()).toBe(201);
  return staff;
}

/** The Support tab's card of the message with this subject. */
async function supportMessage(staff: Page, subject: string): Promise<Locator> {
  await staff.getByRole('tab', { name: 'Support' }).click();
  const card = staff.getByRole('article', { name: subject });
  await expect(card).toBeVisible();
  return card;
}

async function fillContactForm(form: Locator, message: Record<string, string>) {
  for (const [label, value] of Object.entries(message)) await form.getByLabel(label).fill(value);
}

test('a visitor writes from /contact; staff read it in the Support tab and an Admin marks it handled', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = { name: 'Jordan Vale', email: uniqueEmail('visitor') };
  const subject = `Cannot find our results ${Date.now().toString(36)}`;

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact Support' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();

  await fillContactForm(form, {
    Name: visitor.name,
    Email: visitor.email,
    Subject: subject,
    Message: 'We both finished the survey yesterday.\nThe results page stays empty.',
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  const sent = form.getByRole('status').filter({ hasText: SUPPORT_MESSAGES.sent });
  await expect(sent).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByLabel('Name')).toHaveValue(visitor.name);
  await expectNoHorizontalOverflow(page);
  // The success message hides by itself after 5 s.
  await expect(sent).toBeHidden({ timeout: 10_000 });

  // Staff get it quoted; the address typed gets nothing (a visitor's address is not proved).
  const toStaff = await waitForEmail(
    SUPPORT_INBOX,
    new RegExp(`^\\[Velvet support\\] ${subject}$`),
  );
  expect(toStaff.text).toContain(`From: ${visitor.name} <${visitor.email}>`);
  expect(toStaff.text).toContain('> The results page stays empty.');

  // A staff member with the User role reads it but cannot mark it.
  const reader = await createStaffUser(page.request);
  const readerPage = await staffPage(browser, reader.email, reader.password);
  const asRead = await supportMessage(readerPage, subject);
  await expect(
    asRead.getByText(`From ${visitor.name} <${visitor.email}>`, { exact: false }),
  ).toBeVisible();
  await expect(asRead.getByText('The results page stays empty.', { exact: false })).toBeVisible();
  await expect(asRead.getByText('Open', { exact: true })).toBeVisible();
  await expect(asRead.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);

  // The SuperAdmin marks it handled, and the panel says by whom.
  const adminPage = await staffPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const card = await supportMessage(adminPage, subject);
  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expect(adminPage.getByText(SUPPORT_MESSAGES.handled)).toBeVisible();
  await expect(card.getByText(/^Handled by Super Admin on /)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);

  // The reader sees it handled once the tab loads again.
  await readerPage.getByRole('button', { name: 'Refresh' }).click();
  await expect(asRead.getByText(/^Handled by Super Admin on /)).toBeVisible();
});

test('a signed-in player writes from Help & Support with their name and email filled in', async ({
  page,
  browser,
}) => {
  const player = {
    displayName: 'Morgan',
    email: uniqueEmail('morgan'),
    password: passwordFor('Morgan'),
  };
  await page.goto('/register');
  await fillRegistration(page, player);
  await confirmAdultAndAgree(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Help & Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  const instructions = page.getByRole('tabpanel', { name: 'Instructions' });
  await expect(
    instructions.getByRole('heading', { name: 'Quick tasks (5 to 15 minutes)' }),
  ).toBeVisible();
  await expect(
    instructions.getByRole('heading', { name: 'Adventures (30 to 90 minutes)' }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Contact Support' }).click();
  const form = page.getByRole('form', { name: 'Contact Support' });
  await expect(form.getByLabel('Name')).toHaveValue(player.displayName);
  await expect(form.getByLabel('Email')).toHaveValue(player.email);
  const subject = `An idea for dares ${Date.now().toString(36)}`;
  await fillContactForm(form, { Subject: subject, Message: 'Could dares have a theme?' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status').filter({ hasText: SUPPORT_MESSAGES.sent })).toBeVisible();

  const staff = await staffPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const card = await supportMessage(staff, subject);
  await expect(card.getByText(/signed-in player/)).toBeVisible();
  await expect(
    card.getByText(`From ${player.displayName} <${player.email}>`, { exact: false }),
  ).toBeVisible();
});
