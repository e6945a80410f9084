import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@shared/api/accounts';

let counter = 0;

/** A unique email for one test run. */
export function uniqueEmail(label = 'player'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Records the two consents registration needs, as the register screen does. */
export async function giveConsent(app: FastifyInstance, email: string) {
  const age = await app.inject({
    method: 'POST',
    url: '/api/age-verification/verify',
    payload: { email, isAge18Plus: true },
  });
  const disclaimer = await app.inject({
    method: 'POST',
    url: '/api/age-verification/disclaimer',
    payload: { email, agreed: true },
  });
  if (age.statusCode !== 200 || disclaimer.statusCode !== 200)
    throw new Error(`consent failed: ${age.body} ${disclaimer.body}`);
}

/** Registers a player through the real routes and returns the login response. */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; displayName: string }> = {},
): Promise<LoginResponse & { password: string }> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  await giveConsent(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/players/register',
    payload: {
      displayName: overrides.displayName ?? 'Alex',
      nickname: null,
      email,
      password,
      gender: 0,
      pronouns: null,
      coupleId: null,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as LoginResponse), password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
