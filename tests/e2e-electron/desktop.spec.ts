import { DESKTOP_ORIGIN } from '../../src/shared/ipc';
import { E2E_ADMIN } from '../support/e2e/admin-account';
import { expect, test } from '../support/e2e-electron/fixtures';
import {
  answerKeepSignedIn,
  KEEP_SIGNED_IN,
  menuItemLabel,
  nativeWindow,
  ONLY_UNTIL_I_QUIT,
  openWindowFromMenu,
  recordNativeNotifications,
  shownNotifications,
} from '../support/e2e-electron/main-process';
import {
  invitePartner,
  openDashboard,
  registerPlayer,
  signIn,
  signOut,
} from '../support/e2e-electron/steps';

// Every test launches the built desktop app (out/main/index.js) with a fresh user data folder,
// against the server the global setup started. Where Electron's binary is not installed, or
// Linux has no display, every test is skipped and the run says why once.

const INVITATION_TITLE = 'You have a partner invitation';

test('the app opens on the landing page in a window titled Velvet', async ({ launchDesktop }) => {
  const { app, window } = await launchDesktop();
  await expect(window).toHaveURL(`${DESKTOP_ORIGIN}/`);
  await expect(window.getByText('Play deeper. Love bolder.').first()).toBeVisible();
  await expect(window).toHaveTitle('Velvet');
  await expect.poll(() => nativeWindow(app, window)).toEqual({ title: 'Velvet', visible: true });
});

test('a player signs in, and after a restart is still signed in when they chose to be kept', async ({
  launchDesktop,
}) => {
  const player = await registerPlayer('Robin');
  const first = await launchDesktop();
  await answerKeepSignedIn(first.app, KEEP_SIGNED_IN);
  await signIn(first.window, player);
  // The token stays in the main process: the screens never hold it.
  expect(await first.window.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await first.app.close();

  const again = await launchDesktop();
  await openDashboard(again.window);
  await expect(again.window).toHaveURL(/\/dashboard$/);
  await expect(again.window.getByText(`Welcome back, ${player.displayName}!`)).toBeVisible();
});

test('a new notification arrives as a native notification, an old one does not', async ({
  launchDesktop,
}) => {
  const player = await registerPlayer('Sasha');
  const earlier = await registerPlayer('Casey');
  const later = await registerPlayer('Drew');
  // Waiting before sign-in: main's first poll only records it.
  await invitePartner(earlier, player.email);

  const { app, window } = await launchDesktop();
  await answerKeepSignedIn(app, ONLY_UNTIL_I_QUIT);
  await recordNativeNotifications(app);
  await signIn(window, player);
  // The bell shows what main's first poll found; nothing native was shown for it.
  await expect(window.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  expect(await shownNotifications(app)).toEqual([]);

  await invitePartner(later, player.email);
  await expect
    .poll(() => shownNotifications(app), { timeout: 15_000 })
    .toEqual([{ title: INVITATION_TITLE, body: expect.stringContaining(later.displayName) }]);
  await expect(window.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  await window.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const dropdown = window.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByText(INVITATION_TITLE)).toHaveCount(2);
});

test('staff open the admin window from the app menu and sign in there', async ({
  launchDesktop,
}) => {
  const { app, window } = await launchDesktop();
  await expect(window.getByText('Play deeper. Love bolder.').first()).toBeVisible();
  expect(await menuItemLabel(app, 'open-admin-window')).toBe('Admin Tools…');

  const admin = await openWindowFromMenu(app, 'open-admin-window');
  await expect(admin).toHaveURL(`${DESKTOP_ORIGIN}/admin/login`);
  await expect
    .poll(() => nativeWindow(app, admin))
    .toEqual({ title: 'Velvet Admin', visible: true });
  const signInButton = admin.getByRole('button', { name: 'Sign in' });
  await expect(signInButton).toBeDisabled();
  await admin.getByLabel('Email').fill(E2E_ADMIN.email);
  await admin.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await signInButton.click();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await expect(admin.getByText('SuperAdmin').first()).toBeVisible();

  // The staff session lives in the admin window alone: the player window is still signed out.
  await openDashboard(window);
  await expect(window).toHaveURL(/\/login$/);
});

test('a player signs out from the avatar menu and stays signed out after a restart', async ({
  launchDesktop,
}) => {
  const player = await registerPlayer('Jamie');
  const first = await launchDesktop();
  await answerKeepSignedIn(first.app, ONLY_UNTIL_I_QUIT);
  await signIn(first.window, player);
  await signOut(first.window);
  await openDashboard(first.window);
  await expect(first.window).toHaveURL(/\/login$/);
  await first.app.close();

  const again = await launchDesktop();
  await openDashboard(again.window);
  await expect(again.window).toHaveURL(/\/login$/);
  await expect(again.window.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
