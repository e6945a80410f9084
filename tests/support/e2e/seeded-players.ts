import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import {
  agreeDisclaimer,
  login,
  register,
  verifyAge,
  verifyEmail,
  type LoginResponse,
} from '../../../src/shared/api/accounts';
import { invite } from '../../../src/shared/api/couples';
import { CONFIRMATION_SUBJECT, newPlayer, type NewPlayer } from './account-steps';
import { expect } from './fixtures';
import { linkIn, waitForEmail } from './mailbox';
import { callRouteOver } from './player-api';

// Journeys that are not about signing up start from players made through the API, the way
// the register screen makes them (consents, register, the emailed link), and open their pages
// with the session the web app would have kept: walking the sign-up screens again in every
// journey cost most of a minute each on a busy machine. The sign-up journeys
// (accounts.spec.ts, email-verification.spec.ts, and couple.spec.ts for the invitation link)
// still walk the screens.

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The browser storage of a signed-in player: what the web app keeps (src/renderer/platform/web.ts). */
function storageOf(baseURL: string, session: LoginResponse): StorageState {
  const kept = [
    { name: 'token', value: session.token },
    { name: 'userId', value: session.id },
    ...(session.coupleId ? [{ name: 'coupleId', value: session.coupleId }] : []),
  ];
  return { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: kept }] };
}

async function registerThroughApi(
  request: APIRequestContext,
  player: NewPlayer,
  invitation: { coupleId: string; inviteToken: string } | null = null,
): Promise<LoginResponse> {
  await callRouteOver(request, null, verifyAge, {
    body: { email: player.email, isAge18Plus: true },
  });
  await callRouteOver(request, null, agreeDisclaimer, {
    body: { email: player.email, agreed: true },
  });
  return callRouteOver(request, null, register, {
    body: {
      displayName: player.displayName,
      nickname: null,
      email: player.email,
      password: player.password,
      gender: 0,
      pronouns: null,
      coupleId: invitation?.coupleId ?? null,
      inviteToken: invitation?.inviteToken ?? null,
    },
  });
}

/** Proves the player's address through the link in their inbox, as the link's page does. */
async function confirmEmailThroughApi(request: APIRequestContext, email: string) {
  const link = new URL(linkIn(await waitForEmail(email, CONFIRMATION_SUBJECT), '/verify-email'));
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`the confirmation link ${link.href} has no token`);
  await callRouteOver(request, null, verifyEmail, { body: { token } });
}

/** A page of its own signed in as the player, opened at `path`. */
async function pageSignedIn(
  browser: Browser,
  baseURL: string,
  session: LoginResponse,
  path: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({
    baseURL,
    ...options,
    storageState: storageOf(baseURL, session),
  });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page;
}

function baseUrl(): string {
  const url = process.env.VELVET_BASE_URL;
  if (!url) throw new Error('VELVET_BASE_URL is not set: run through the Playwright global setup.');
  return url;
}

/** A player registered through the API, to sign in as or to register again. */
export async function registeredPlayer(browser: Browser, displayName: string) {
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    const player = newPlayer(displayName);
    await registerThroughApi(context.request, player);
    return player;
  } finally {
    await context.close();
  }
}

/** A registered player's browser storage, to open pages signed in as them. */
export async function registeredPlayerStorage(browser: Browser, displayName: string) {
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    const session = await registerThroughApi(context.request, newPlayer(displayName));
    return storageOf(baseUrl(), session);
  } finally {
    await context.close();
  }
}

/**
 * A newly registered player (email not yet confirmed), signed in in a browser context of their
 * own (made with `options`) on `path`.
 */
export async function registeredPlayerPage(
  browser: Browser,
  displayName: string,
  path = '/dashboard',
  options: BrowserContextOptions = {},
): Promise<{ page: Page; player: NewPlayer }> {
  const baseURL = baseUrl();
  const context = await browser.newContext({ baseURL });
  try {
    const player = newPlayer(displayName);
    const session = await registerThroughApi(context.request, player);
    return { page: await pageSignedIn(browser, baseURL, session, path, options), player };
  } finally {
    await context.close();
  }
}

/**
 * A player registered and with their email confirmed from the link in their inbox, signed in
 * in a browser context of their own on `path`: ready to invite or accept a partner.
 */
export async function confirmedPlayerPage(
  browser: Browser,
  displayName: string,
  path = '/dashboard',
): Promise<{ page: Page; player: NewPlayer }> {
  const baseURL = baseUrl();
  const context = await browser.newContext({ baseURL });
  try {
    const player = newPlayer(displayName);
    await registerThroughApi(context.request, player);
    await confirmEmailThroughApi(context.request, player.email);
    // Signed in again once confirmed, so the token says so, as after the link's page.
    const session = await callRouteOver(context.request, null, login, {
      body: { email: player.email, password: player.password },
    });
    return { page: await pageSignedIn(browser, baseURL, session, path), player };
  } finally {
    await context.close();
  }
}

export interface SeededCouple {
  pages: [Page, Page];
  players: [NewPlayer, NewPlayer];
}

/**
 * Two partners, each in a browser context of their own: the first registers and confirms
 * their email, then invites the second, who registers through the invitation email's link
 * (which proves their address) and joins at once. The first is on their dashboard, with an
 * unread "Your partner joined"; the second on their account profile, which names the first.
 * Everything goes to `baseURL`: the run's server unless another address is given.
 */
export async function seededCouple(
  browser: Browser,
  names: readonly [string, string],
  baseURL = baseUrl(),
): Promise<SeededCouple> {
  const context = await browser.newContext({ baseURL });
  try {
    const { request } = context;
    const first = newPlayer(names[0]);
    const firstSession = await registerThroughApi(request, first);
    await confirmEmailThroughApi(request, first.email);
    const second = newPlayer(names[1]);
    await callRouteOver(request, firstSession.token, invite, {
      body: { partnerEmail: second.email },
    });
    const link = new URL(linkIn(await waitForEmail(second.email, /invited to join/i), '/register'));
    const secondSession = await registerThroughApi(request, second, {
      coupleId: link.searchParams.get('coupleId') ?? '',
      inviteToken: link.searchParams.get('inviteToken') ?? '',
    });
    // Signed in again now that the couple exists, as the first would find it on their next visit.
    const firstNow = await callRouteOver(request, null, login, {
      body: { email: first.email, password: first.password },
    });
    const firstPage = await pageSignedIn(browser, baseURL, firstNow, '/dashboard');
    const secondPage = await pageSignedIn(browser, baseURL, secondSession, '/account-profile');
    await expect(secondPage.getByText(names[0], { exact: true })).toBeVisible();
    return { pages: [firstPage, secondPage], players: [first, second] };
  } finally {
    await context.close();
  }
}

/** The two pages of a `seededCouple`, first partner first. */
export async function coupledPages(
  browser: Browser,
  names: readonly [string, string],
  baseURL = baseUrl(),
): Promise<[Page, Page]> {
  return (await seededCouple(browser, names, baseURL)).pages;
}
