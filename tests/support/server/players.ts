import type { FastifyInstance } from 'fastify';
import { agreeDisclaimer, register, verifyAge, type LoginResponse } from '@shared/api/accounts';
import { callRouteOk } from './call-route';

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

/** Registers a player through the real routes and returns the login response. */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; displayName: string }> = {},
): Promise<LoginResponse & { password: string }> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
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
  return { ...session, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
