import { EMAIL_VERIFICATION_MESSAGES } from '../../src/shared/domain/accounts';
import { expect, test, uniqueEmail } from '../support/e2e/fixtures';
import { linkIn, waitForEmail } from '../support/e2e/mailbox';
import {
  CONFIRMATION_SUBJECT,
  confirmEmailFromInbox,
  logOut,
  newPlayer,
  register,
  signIn,
} from '../support/e2e/account-steps';
import { invite } from '../support/e2e/couple-steps';
import { tokenOf } from '../support/e2e/player-api';

/** The account's budget of links sent again, per hour (the server's rate limit). */
const RESENDS_PER_HOUR = 3;

test('an unconfirmed player is told why inviting waits, gets a new link, confirms, and invites', async ({
  page,
}) => {
  const player = newPlayer('Quinn');
  await register(page, player);

  const notice = page.getByRole('region', { name: 'Confirm your email' });
  await expect(notice).toContainText(`A confirmation link is on its way to ${player.email}.`);
  await expect(notice).toContainText(EMAIL_VERIFICATION_MESSAGES.required);
  const firstEmail = await waitForEmail(player.email, CONFIRMATION_SUBJECT);

  // The partner panel says why the invite form waits, and the server refuses it too.
  await page.goto('/account-profile');
  await expect(page.getByLabel("Partner's email")).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send Invitation' })).toBeDisabled();
  await expect(
    page.getByText('You can send an invitation once your email is confirmed.'),
  ).toBeVisible();
  const refused = await page.request.post('/api/couples/invite', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { partnerEmail: uniqueEmail('someone') },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.required });

  // Sending the link again, up to the account's budget; each new link replaces the last.
  await page.goto('/dashboard');
  const resend = notice.getByRole('button', { name: 'Send the link again' });
  for (let sent = 1; sent <= RESENDS_PER_HOUR; sent += 1) {
    await resend.click();
    await expect(notice.getByRole('status')).toHaveText(EMAIL_VERIFICATION_MESSAGES.sent);
    await waitForEmail(player.email, CONFIRMATION_SUBJECT, { count: 1 + sent });
  }
  await resend.click();
  await expect(notice.getByRole('alert')).toHaveText(
    /^Too many verification emails from your account\. Please wait \d+ minutes? and try again\.$/,
  );

  // The first link was replaced: it no longer works, and says where a new one comes from.
  await page.goto(linkIn(firstEmail, '/verify-email'));
  await expect(page.getByText(EMAIL_VERIFICATION_MESSAGES.invalid)).toBeVisible();

  await confirmEmailFromInbox(page, player.email, 1 + RESENDS_PER_HOUR);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${player.displayName}!`)).toBeVisible();
  await expect(notice).toHaveCount(0);

  await invite(page, uniqueEmail('partner'));
});

test('signing out in one browser ends the same player’s session in another', async ({
  browser,
}) => {
  const player = newPlayer('Rowan');
  const laptop = await (await browser.newContext()).newPage();
  await register(laptop, player);
  const phone = await (await browser.newContext()).newPage();
  await signIn(phone, player.email, player.password);
  await expect(phone).toHaveURL(/\/dashboard$/);
  const phoneToken = await tokenOf(phone);

  await logOut(laptop);

  // The phone's next step finds its session over and goes to sign in.
  await phone.goto('/account-profile');
  await expect(phone).toHaveURL(/\/login$/);
  expect(await tokenOf(phone)).toBe('');
  // The token the phone held is refused by the server, refresh included.
  const refresh = await phone.request.post('/api/players/session/refresh', {
    headers: { authorization: `Bearer ${phoneToken}` },
  });
  expect(refresh.status()).toBe(401);

  // Signing in again starts a new session, back where the phone was going.
  await signIn(phone, player.email, player.password);
  await expect(phone).toHaveURL(/\/account-profile$/);
  await expect(phone.getByRole('region', { name: 'Your profile' })).toContainText(player.email);
});
