import { z } from 'zod';
import { accountExport } from './account-export';
import { idParams, messageResponse } from './common';
import { linkToken, optionalText } from './text-fields';
import { defineRoute } from './define';
import { DISPLAY_NAME_MAX_LENGTH } from '../domain/accounts';
import {
  changePasswordBody,
  displayNameField,
  describedGender,
  emailField,
  genderDescriptionField,
  genderField,
  passwordField,
  profileBody,
  resetPasswordBody,
  signInPassword,
} from './form-fields';
import * as routes from './routes/accounts';

export const playerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  nickname: z.string().nullable(),
  gender: z.number().int(),
  /** The player's own words, only with "prefer to self-describe". */
  genderDescription: z.string().nullable(),
  pronouns: z.string().nullable(),
  coupleProfileId: z.uuid().nullable(),
  /** Whether the player proved they own the email (through a link mailed to it). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type Player = z.infer<typeof playerSchema>;

export const loginResponse = z.object({
  token: z.string(),
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  coupleId: z.uuid().nullable(),
  emailVerified: z.boolean(),
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
  /** The player's session version when issued: a later sign-out or password change ends it. */
  sessionVersion: z.number().int(),
  /** When the player signed in (seconds since the epoch): refresh never goes past 30 days on. */
  sessionStartedAt: z.number(),
  exp: z.number(),
});
export type PlayerTokenClaims = z.infer<typeof playerTokenClaims>;

export const login = defineRoute({
  ...routes.login,
  body: z.object({
    email: emailField,
    password: signInPassword,
  }),
  response: loginResponse,
});

export const register = defineRoute({
  ...routes.register,
  body: z
    .object({
      displayName: displayNameField,
      nickname: optionalText(DISPLAY_NAME_MAX_LENGTH),
      email: emailField,
      password: passwordField,
      gender: genderField.default(0),
      genderDescription: genderDescriptionField,
      pronouns: optionalText(40),
      coupleId: z
        .uuid({ error: 'Invalid couple ID' })
        .nullish()
        .transform((v) => v ?? null),
      /** The single-use token of the invitation link: registering with it proves the email. */
      inviteToken: linkToken('Invalid invitation link.')
        .nullish()
        .transform((v) => v ?? null),
    })
    .superRefine((body, ctx) =>
      describedGender('genderDescription')(
        { gender: body.gender, description: body.genderDescription },
        ctx,
      ),
    ),
  response: loginResponse,
});

export const forgotPassword = defineRoute({
  ...routes.forgotPassword,
  body: z.object({ email: emailField }),
  response: messageResponse,
});

export const resetPassword = defineRoute({
  ...routes.resetPassword,
  body: resetPasswordBody,
  response: messageResponse,
});

export const verifyAge = defineRoute({
  ...routes.verifyAge,
  body: z.object({
    email: emailField,
    isAge18Plus: z.boolean({ error: 'Please confirm your age' }),
  }),
  response: z.object({ verified: z.boolean(), message: z.string() }),
});

export const agreeDisclaimer = defineRoute({
  ...routes.agreeDisclaimer,
  body: z.object({
    email: emailField,
    agreed: z.literal(true, { error: 'You must agree to the disclaimer to continue' }),
  }),
  response: messageResponse,
});

export const getPlayer = defineRoute({
  ...routes.getPlayer,
  params: idParams,
  response: playerSchema,
});

export const updateProfile = defineRoute({
  ...routes.updateProfile,
  params: idParams,
  body: profileBody,
  response: playerSchema,
});

/** What the invite form may learn about an email: only whether an invitation can go there. */
export const lookupEmail = defineRoute({
  ...routes.lookupEmail,
  params: z.object({ value: emailField }),
  response: z.object({ canInvite: z.boolean(), message: z.string() }),
});

/** A fresh token reflecting the player's current couple, without signing in again. */
export const refreshSession = defineRoute({
  ...routes.refreshSession,
  response: loginResponse,
});

/** Proves the email through the link sent at registration (or sent again). */
export const verifyEmail = defineRoute({
  ...routes.verifyEmail,
  body: z.object({ token: linkToken('Invalid verification link.') }),
  response: messageResponse,
});

/** Sends the verification link again to the caller's own email. */
export const resendVerification = defineRoute({
  ...routes.resendVerification,
  response: messageResponse,
});

/** Signs out on the server: every token the player holds stops working. */
export const logout = defineRoute({
  ...routes.logout,
  response: messageResponse,
});

/** A new password while signed in: every other session ends, the caller gets a fresh token. */
export const changePassword = defineRoute({
  ...routes.changePassword,
  body: changePasswordBody,
  response: loginResponse,
});

/**
 * Everything Velvet keeps about the caller, as one JSON document (docs/accounts.md): their own
 * answers and play, never the partner's answers.
 */
export const exportData = defineRoute({
  ...routes.exportData,
  response: accountExport,
});

/**
 * Deletes the caller's account, confirmed by its password: the couple ends for the partner,
 * every session ends, and only the consent records stay (docs/accounts.md, docs/consent.md).
 */
export const deleteAccount = defineRoute({
  ...routes.deleteAccount,
  body: z.object({ password: signInPassword }),
  response: messageResponse,
});
