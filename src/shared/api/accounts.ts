import { z } from 'zod';
import {
  emailField,
  idParams,
  messageResponse,
  optionalText,
  passwordField,
  requiredText,
  signInPassword,
} from './common';
import { access, defineRoute } from './define';
import { DISPLAY_NAME_MAX_LENGTH } from '../domain/accounts';

export const playerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  nickname: z.string().nullable(),
  gender: z.number().int(),
  pronouns: z.string().nullable(),
  coupleProfileId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Player = z.infer<typeof playerSchema>;

export const loginResponse = z.object({
  token: z.string(),
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  coupleId: z.uuid().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Claims of a player token: who holds it and their current couple (docs/tokens.md). */
export const playerTokenClaims = z.object({
  sub: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  coupleId: z.uuid().nullable(),
  player1Id: z.uuid().nullable(),
  player2Id: z.uuid().nullable(),
  exp: z.number(),
});
export type PlayerTokenClaims = z.infer<typeof playerTokenClaims>;

export const login = defineRoute({
  name: 'accounts.login',
  method: 'POST',
  path: '/api/players/login',
  access: access.public,
  rateLimit: 'authentication',
  body: z.object({
    email: emailField,
    password: signInPassword,
  }),
  response: loginResponse,
});

export const register = defineRoute({
  name: 'accounts.register',
  method: 'POST',
  path: '/api/players/register',
  access: access.public,
  rateLimit: 'authentication',
  successStatus: 201,
  body: z.object({
    displayName: requiredText('Display name', DISPLAY_NAME_MAX_LENGTH),
    nickname: optionalText(DISPLAY_NAME_MAX_LENGTH),
    email: emailField,
    password: passwordField,
    gender: z.number().int().min(0).max(2).default(0),
    pronouns: optionalText(40),
    coupleId: z
      .uuid({ error: 'Invalid couple ID' })
      .nullish()
      .transform((v) => v ?? null),
  }),
  response: loginResponse,
});

export const forgotPassword = defineRoute({
  name: 'accounts.forgotPassword',
  method: 'POST',
  path: '/api/players/forgot-password',
  access: access.public,
  rateLimit: 'authentication',
  body: z.object({ email: emailField }),
  response: messageResponse,
});

export const resetPassword = defineRoute({
  name: 'accounts.resetPassword',
  method: 'POST',
  path: '/api/players/reset-password',
  access: access.public,
  rateLimit: 'authentication',
  body: z.object({
    token: z
      .string({ error: 'Reset token is required.' })
      .min(16, 'Invalid reset token.')
      .max(256, 'Invalid reset token.'),
    email: emailField,
    newPassword: passwordField,
  }),
  response: messageResponse,
});

export const verifyAge = defineRoute({
  name: 'accounts.verifyAge',
  method: 'POST',
  path: '/api/age-verification/verify',
  access: access.public,
  body: z.object({
    email: emailField,
    isAge18Plus: z.boolean({ error: 'Please confirm your age' }),
  }),
  response: z.object({ verified: z.boolean(), message: z.string() }),
});

export const agreeDisclaimer = defineRoute({
  name: 'accounts.agreeDisclaimer',
  method: 'POST',
  path: '/api/age-verification/disclaimer',
  access: access.public,
  body: z.object({
    email: emailField,
    agreed: z.literal(true, { error: 'You must agree to the disclaimer to continue' }),
  }),
  response: messageResponse,
});

export const getPlayer = defineRoute({
  name: 'accounts.getPlayer',
  method: 'GET',
  path: '/api/players/:id',
  access: access.selfOrPartner('id'),
  params: idParams,
  response: playerSchema,
});

export const updateProfile = defineRoute({
  name: 'accounts.updateProfile',
  method: 'PATCH',
  path: '/api/players/:id/profile',
  access: access.self('id'),
  params: idParams,
  // The profile form sends these two in Pascal case; the contract keeps that spelling.
  body: z.object({
    Nickname: optionalText(DISPLAY_NAME_MAX_LENGTH),
    Gender: z.number({ error: 'Gender must be 0, 1 or 2.' }).int().min(0).max(2),
  }),
  response: playerSchema,
});

/** What the invite form may learn about an email: only whether an invitation can go there. */
export const lookupEmail = defineRoute({
  name: 'accounts.lookupEmail',
  method: 'GET',
  path: '/api/players/email/:value',
  access: access.player,
  rateLimit: 'lookup',
  params: z.object({ value: emailField }),
  response: z.object({ canInvite: z.boolean(), message: z.string() }),
});

/** A fresh token reflecting the player's current couple, without signing in again. */
export const refreshSession = defineRoute({
  name: 'accounts.refreshSession',
  method: 'POST',
  path: '/api/players/session/refresh',
  access: access.player,
  response: loginResponse,
});
