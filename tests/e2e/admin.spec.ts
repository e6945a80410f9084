import type { Browser, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/e2e/fixtures';
import { confirmAdultAndAgree, fillRegistration } from '../support/e2e/account-steps';
import { E2E_ADMIN } from '../support/e2e/admin-account';

async function staffPage(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/login');
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(signIn).toBeEnabled();
  await signIn.click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

async function createStaff(page: Page, staff: { email: string; name: string; role: string }) {
  const toggle = page.getByRole('button', { name: 'Create New System User' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Display Name').fill(staff.name);
  await page.getByLabel('Password', { exact: true }).fill('staff-password');
  await page.getByLabel('Role', { exact: true }).selectOption({ label: staff.role });
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText(`User "${staff.name}" created successfully!`)).toBeVisible();
  // The panel closes by itself two seconds later.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 5_000 });
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text).first()).toBeVisible();
}

test('staff manage the survey: a new option reaches players, and roles are enforced', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const superAdmin = await staffPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(superAdmin.getByText('SuperAdmin').first()).toBeVisible();

  const admin = { email: uniqueEmail('admin'), name: 'Avery Admin', role: 'Admin' };
  await createStaff(superAdmin, admin);
  const user = { email: uniqueEmail('staff'), name: 'Uma User', role: 'User' };
  await createStaff(superAdmin, user);
  await expect(superAdmin.getByRole('cell', { name: /^Avery Admin/ })).toBeVisible();

  // The Admin works in the data tools.
  const adminPage = await staffPage(browser, admin.email, 'staff-password');
  await adminPage.getByRole('button', { name: 'Create New System User' }).click();
  await expect(adminPage.getByText('Only SuperAdmins can create other SuperAdmins')).toBeVisible();
  await expect(
    adminPage.getByLabel('Role', { exact: true }).locator('option', { hasText: 'SuperAdmin' }),
  ).toHaveCount(0);

  await adminPage
    .getByRole('link', { name: 'Data Tools' })
    .or(adminPage.getByRole('button', { name: 'Data Tools' }))
    .first()
    .click();
  await expect(adminPage).toHaveURL(/\/admin\/data-tools$/);
  const category = `Stargazing ${Date.now().toString(36)}`;
  await adminPage.getByRole('tab', { name: 'Categories' }).click();
  await adminPage.getByRole('button', { name: 'Add Category' }).click();
  let dialog = adminPage.getByRole('dialog', { name: 'Create Category' });
  await dialog.getByLabel('Name').fill(category);
  await dialog.getByLabel('Type').selectOption('yes_no_maybe');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await toast(adminPage, 'Category created successfully');

  await adminPage.getByRole('tab', { name: 'Response Formats' }).click();
  for (const label of ['Yes', 'Maybe', 'No']) {
    await adminPage.getByRole('button', { name: 'Add Response Format' }).click();
    dialog = adminPage.getByRole('dialog', { name: 'Create Response Format' });
    await dialog.getByLabel('Category').selectOption({ label: category });
    await dialog.getByLabel('Label').fill(label);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toast(adminPage, 'Response format created successfully');
  }

  const option = 'A midnight picnic under the stars';
  await adminPage.getByRole('tab', { name: 'Options', exact: true }).click();
  await adminPage.getByRole('button', { name: 'Add Option' }).click();
  dialog = adminPage.getByRole('dialog', { name: 'Create Option' });
  await dialog.getByLabel('Category').selectOption({ label: category });
  await dialog.getByLabel('Question Text').fill(option);
  await dialog.getByLabel('Description').fill('Blankets, snacks and the night sky.');
  await dialog.getByLabel('Tags').fill(' outdoors ,  romance, ');
  await dialog.getByLabel('Sort Order').fill('0');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await toast(adminPage, 'Option created successfully');
  await expect(dialog).toBeHidden();
  await adminPage.getByLabel('Filter by category').selectOption({ label: category });
  await expect(
    adminPage.getByRole('tabpanel', { name: 'Options' }).getByText(option, { exact: true }),
  ).toBeVisible();

  // A player sees it in the survey at once.
  const player = await (await browser.newContext()).newPage();
  await player.goto('/register');
  await fillRegistration(player, {
    displayName: 'Quinn',
    email: uniqueEmail('quinn'),
    password: 'quinn-password',
  });
  await confirmAdultAndAgree(player);
  await expect(player).toHaveURL(/\/dashboard$/);
  await player.goto('/survey');
  await expect(player.getByRole('heading', { name: category })).toBeVisible();
  await expect(player.getByRole('radiogroup', { name: option })).toBeVisible();

  // A User may look but not edit: the data tools are refused, and so is the API.
  const userPage = await staffPage(browser, user.email, 'staff-password');
  await userPage.goto('/admin/data-tools');
  await expect(userPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    userPage.getByText(/You don't have sufficient permissions to access this page\./),
  ).toBeVisible();
  const token = await userPage.evaluate(() => window.localStorage.getItem('adminToken'));
  const refused = await userPage.request.post('/api/admin/categories', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Not allowed', type: 'yes_no_maybe' },
  });
  expect(refused.status()).toBe(403);
  // And a player's token opens nothing of the admin API.
  const playerToken = await player.evaluate(() => window.localStorage.getItem('token'));
  const asPlayer = await player.request.get('/api/admin/categories', {
    headers: { authorization: `Bearer ${playerToken}` },
  });
  expect(asPlayer.status()).toBe(401);

  // The SuperAdmin turns the User's account off: asked first, then said and shown, and the
  // User's open session ends.
  const umaActive = superAdmin.getByRole('switch', { name: 'Account active: Uma User' });
  await expect(umaActive).toBeChecked();
  // The switch's input is visually hidden under its track: a keyboard user's way in.
  await umaActive.focus();
  await superAdmin.keyboard.press('Space');
  const confirm = superAdmin.getByRole('dialog', { name: 'Deactivate Uma User?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(superAdmin.getByText('Uma User was deactivated and is signed out.')).toBeVisible();
  await expect(umaActive).not.toBeChecked();
  const afterDeactivation = await userPage.request.get('/api/admin/categories', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(afterDeactivation.status()).toBe(401);
});

test('the admin pages send signed-out visitors to the admin sign-in', async ({ page }) => {
  await page.goto('/admin/data-tools');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login Error')).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});
