import { z } from 'zod';
import { signInPassword } from '@shared/api/common';
import { displayNameField, emailField, passwordField } from '../../lib/form-fields';
import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@shared/domain/accounts';
import { newPasswordProblem } from '@shared/domain/password-rule';
import { filledIn } from '../../lib/schema-resolver';

/** Form rules for the accounts screens; they reuse the contract's schemas so texts agree. */

function schemaProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please check this field.');
}

export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'Email is required.';
  return schemaProblem(emailField, email);
}

/** The contract's email, asked for by name when left empty. */
export const requiredEmail = filledIn('Email is required.', emailField);

/** Signing in only needs a password; its length rules are the server's business. */
export const signInForm = z.object({ email: requiredEmail, password: signInPassword });

/** Asking for a reset link needs the email alone. */
export const resetLinkForm = z.object({ email: requiredEmail });

export function newAccountPasswordProblem(password: string): string | null {
  if (!password) return 'Password is required.';
  return schemaProblem(passwordField, password);
}

const tooLong = (field: string) =>
  `${field} is too long: at most ${DISPLAY_NAME_MAX_LENGTH} characters.`;

/** One line, no web address, not too long: the contract's own rule, with the limit named. */
export function displayNameProblem(displayName: string): string | null {
  if (displayName.trim().length > DISPLAY_NAME_MAX_LENGTH) return tooLong('Display name');
  return schemaProblem(displayNameField, displayName);
}

/** Every text of the contract's display-name rule names the field first. */
export const isDisplayNameMessage = (message: string) => message.startsWith('Display name ');

export function nicknameProblem(nickname: string): string | null {
  return nickname.trim().length > DISPLAY_NAME_MAX_LENGTH ? tooLong('Nickname') : null;
}

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** The reset form's checks, each shown on the field it is about. */
export function newPasswordErrors({
  newPassword,
  confirmPassword,
}: NewPasswordValues): Partial<Record<keyof NewPasswordValues, string>> {
  const problem = newPasswordProblem(newPassword, confirmPassword);
  if (problem && newPassword !== confirmPassword) return { confirmPassword: problem };
  if (problem) return { newPassword: problem };
  if (newPassword.length > PASSWORD_MAX_LENGTH) return { newPassword: 'Password is too long.' };
  return {};
}
