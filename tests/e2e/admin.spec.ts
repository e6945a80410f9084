import type { Browser, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../support/e2e/fixtures';
import { confirmAdultAndAgree, fillRegistration } from '../support/e2e/account-steps';
import { E2E_ADMIN } from '../support/e2e/admin-account';
import { expectNoSeriousAxeViolations } from '../support/e2e/axe';
import { nextStep, surveyPosition } from '../support/e2e/survey-steps';

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

  // Names of this run's own, so a second run on the same server finds only its staff.
  const run = Date.now().toString(36);
  const admin = { email: uniqueEmail('admin'), name: `Avery Admin ${run}`, role: 'Admin' };
  await createStaff(superAdmin, admin);
  const user = { email: uniqueEmail('staff'), name: `Uma User ${run}`, role: 'User' };
  await createStaff(superAdmin, user);
  await expect(superAdmin.getByRole('cell', { name: new RegExp(`^${admin.name}`) })).toBeVisible();

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
  // The survey shows a category at a time; a new category comes after the others.
  const heading = player.getByRole('heading', { name: category });
  const { count } = await surveyPosition(player);
  for (let step = 1; step < count && (await heading.count()) === 0; step += 1) {
    await nextStep(player);
  }
  await expect(heading).toBeVisible();
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
  const umaActive = superAdmin.getByRole('switch', { name: `Account active: ${user.name}` });
  await expect(umaActive).toBeChecked();
  // The switch's input is visually hidden under its track: a keyboard user's way in.
  await umaActive.focus();
  await superAdmin.keyboard.press('Space');
  const confirm = superAdmin.getByRole('dialog', { name: `Deactivate ${user.name}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(
    superAdmin.getByText(`${user.name} was deactivated and is signed out.`),
  ).toBeVisible();
  await expect(umaActive).not.toBeChecked();
  const afterDeactivation = await userPage.request.get('/api/admin/categories', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(afterDeactivation.status()).toBe(401);
});

const DATA_TABS = [
  { tab: 'Categories', tile: 'Categories' },
  { tab: 'Response Formats', tile: 'Response Formats' },
  { tab: 'Options', tile: 'Total Options' },
  { tab: 'Experience Types', tile: 'Experience Types' },
] as const;

/** The number a Data Tools tile shows, once the counts have loaded. */
async function tileCount(page: Page, name: string): Promise<number> {
  const tile = page.getByRole('group', { name });
  await expect(tile).toHaveAttribute('aria-busy', 'false');
  return Number(await tile.getByText(/^\d+$/).textContent());
}

/** How many records a tab lists: its pager's total, or its rows when they fit on one page. */
async function listTotal(page: Page, tab: string): Promise<number> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await expect(panel.getByRole('table')).toBeVisible();
  const range = panel.getByText(/^Showing \d+ to \d+ of \d+ results$/);
  if ((await range.count()) > 0) {
    return Number(/of (\d+) results/.exec((await range.textContent()) ?? '')?.[1]);
  }
  return (await panel.getByRole('row').count()) - 1;
}

/** How far the page itself scrolls sideways (0 when everything fits the viewport). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the data tools count what the survey holds, and fit a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole('link', { name: 'Data Tools' }).click();
  await expect(page).toHaveURL(/\/admin\/data-tools$/);

  // Four tabs, each with data; the intent preferences' choices are fixed in code, so no tab.
  await expect(page.getByRole('tab')).toHaveText(DATA_TABS.map(({ tab }) => tab));

  // Each tile counts what its tab lists.
  for (const { tab, tile } of DATA_TABS) {
    const total = await listTotal(page, tab);
    expect(total, tab).toBeGreaterThan(0);
    expect(await tileCount(page, tile), tile).toBe(total);
  }

  // A change moves its tile at once, and only its tile.
  const before = await tileCount(page, 'Experience Types');
  const categories = await tileCount(page, 'Categories');
  const type = `Moonlit walk ${Date.now().toString(36)}`;
  await page.getByRole('tab', { name: 'Experience Types' }).click();
  await page.getByRole('button', { name: 'Add Experience Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Experience Type' });
  await dialog.getByLabel('Type').fill(type);
  await dialog.getByLabel('Description').fill('A slow walk under the moon, hand in hand.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await toast(page, 'Experience type created successfully');
  const typesTile = page.getByRole('group', { name: 'Experience Types' });
  await expect(typesTile.getByText(String(before + 1), { exact: true })).toBeVisible();
  expect(await tileCount(page, 'Categories')).toBe(categories);

  // On a phone nothing scrolls sideways: each record is a card with its buttons in view.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const { tab } of DATA_TABS) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    const edit = panel.getByRole('button', { name: /^Edit / }).first();
    await expect(edit).toBeVisible();
    const box = await edit.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, `${tab}: Edit in view`).toBe(true);
    expect(await sidewaysScroll(page), tab).toBeLessThanOrEqual(0);
  }

  // Checked once the toast has gone, not while it fades.
  await expect(page.getByText('Experience type created successfully')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '/admin/data-tools at 375 px');

  // The new type is deleted from its card, and its tile goes back.
  const panel = page.getByRole('tabpanel', { name: 'Experience Types' });
  await expect(panel.getByText(type, { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: `Delete ${type}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete Experience Type' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await toast(page, 'Experience type deleted successfully');
  await expect(typesTile.getByText(String(before), { exact: true })).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  // The dashboard's staff table fits too.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
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
