import type { FastifyInstance } from 'fastify';
import {
  agreeDisclaimer,
  register,
  verifyAge,
  verifyEmail,
  type LoginResponse,
} from '@shared/api/accounts';
import { callRouteOk } from './call-route';
import { linkIn, MAIL_SUBJECTS, mailsTo, waitForMail } from './mailbox';
import { TEST_PASSWORD } from '../test-passwords';

let counter = 0;

/** A unique email for one test run. */
export function uniqueEmail(label = 'player'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Records the two consents registration needs, as the register screen does. */
export async function giveConsent(app: FastifyInstance, email: string) {
  await callRouteOk(app, verifyAge, { body: { email, isAge18Plus: true } });
  await callRouteOk(app, agreeDisclaimer, { body: { email, agreed: true } });
}

/**
 * The token of the `index`-th verification link emailed to `email` (0 for the first), once
 * the email has arrived.
 */
export async function verificationTokenFor(
  app: FastifyInstance,
  email: string,
  index = 0,
): Promise<string> {
  const mail = await waitForMail(app, email, MAIL_SUBJECTS.verification, index);
  const token = linkIn(mail, '/verify-email').get('token');
  if (!token) throw new Error(`the verification email to ${email} has no token`);
  return token;
}

/** Proves the player owns `email` the way they would: through the newest emailed link. */
export async function verifyEmailOf(app: FastifyInstance, email: string) {
  const sent = mailsTo(app, email, MAIL_SUBJECTS.verification).length;
  const token = await verificationTokenFor(app, email, Math.max(sent - 1, 0));
  await callRouteOk(app, verifyEmail, { body: { token } });
}

/**
 * Registers a player through the real routes and returns the login response. The email is
 * proved through the emailed link unless `verified` is false (the account then cannot take
 * part in anything couple-related yet).
 */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: Partial<{
    email: string;
    password: string;
    displayName: string;
    verified: boolean;
  }> = {},
): Promise<LoginResponse & { password: string }> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? TEST_PASSWORD;
  await giveConsent(app, email);
  const session = await callRouteOk(app, register, {
    body: {
      displayName: overrides.displayName ?? 'Alex',
      nickname: null,
      email,
      password,
      gender: 0,
      pronouns: null,
      coupleId: null,
    },
  });
  if (overrides.verified === false) return { ...session, password };
  await verifyEmailOf(app, email);
  return { ...session, emailVerified: true, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
