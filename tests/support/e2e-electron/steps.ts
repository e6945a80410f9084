import { request, type Page } from '@playwright/test';
import { DESKTOP_ORIGIN } from '../../../src/shared/ipc';
import { CONFIRMATION_SUBJECT } from '../e2e/account-steps';
import { uniqueEmail } from '../e2e/fixtures';
import { linkIn, waitForEmail } from '../e2e/mailbox';
import { passwordFor } from '../test-passwords';
import { expect } from './fixtures';

export interface Player {
  id: string;
  token: string;
  displayName: string;
  email: string;
  password: string;
}

async function serverApi() {
  const baseURL = process.env.VELVET_BASE_URL;
  if (!baseURL)
    throw new Error('VELVET_BASE_URL is not set: run through the Playwright global setup.');
  return request.newContext({ baseURL });
}

/**
 * Registers a player through the real API, with the two consents the register screen gives,
 * then confirms their email with the link from their inbox, as the player would: only then may
 * they invite, be invited in the app, or accept.
 */
export async function registerPlayer(displayName: string): Promise<Player> {
  const api = await serverApi();
  try {
    const email = uniqueEmail(displayName.toLowerCase());
    const password = passwordFor(displayName);
    for (const [url, data] of [
      ['/api/age-verification/verify', { email, isAge18Plus: true }],
      ['/api/age-verification/disclaimer', { email, agreed: true }],
    ] as const) {
      const consent = await api.post(url, { data });
      expect(consent.status(), `${url}: ${await consent.text()}`).toBe(200);
    }
    const response = await api.post('/api/players/register', {
      data: { displayName, nickname: null, email, password, gender: 0, pronouns: null },
    });
    expect(response.status(), `register: ${await response.text()}`).toBe(201);
    const { id, token } = (await response.json()) as { id: string; token: string };
    const link = linkIn(await waitForEmail(email, CONFIRMATION_SUBJECT), '/verify-email');
    const confirmed = await api.post('/api/players/verify-email', {
      data: { token: new URL(link).searchParams.get('token') },
    });
    expect(confirmed.status(), `verify email: ${await confirmed.text()}`).toBe(200);
    return { id, token, displayName, email, password };
  } finally {
    await api.dispose();
  }
}

/** `inviter` invites the player with `email` to be partners, as the profile screen does. */
export async function invitePartner(inviter: Player, email: string) {
  const api = await serverApi();
  try {
    const response = await api.post('/api/couples/invite', {
      headers: { authorization: `Bearer ${inviter.token}` },
      data: { partnerEmail: email },
    });
    expect(response.ok(), `invite: ${await response.text()}`).toBe(true);
  } finally {
    await api.dispose();
  }
}

/** From a public page of the player window, signs in through the same screen as the web app. */
export async function signIn(window: Page, player: Player) {
  await window.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(window).toHaveURL(/\/login$/);
  await window.getByLabel('Email').fill(player.email);
  await window.getByLabel('Password', { exact: true }).fill(player.password);
  await window.getByRole('button', { name: 'Sign In' }).click();
  await expect(window).toHaveURL(/\/dashboard$/);
  await expect(window.getByText(`Welcome back, ${player.displayName}!`)).toBeVisible();
}

/** Signs out through the avatar menu, as on the web. */
export async function signOut(window: Page) {
  await window.getByRole('button', { name: 'Account menu' }).click();
  await window.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(window).toHaveURL(/\/login$/);
  await expect(window.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

/** Opens the dashboard by its address: signed out, the app sends the visitor to sign in. */
export async function openDashboard(window: Page) {
  await window.goto(`${DESKTOP_ORIGIN}/dashboard`);
}
