import { z } from 'zod';
import {
  describedGender,
  displayNameField,
  emailField,
  genderDescriptionField,
  passwordField,
  signInPassword,
} from '../../lib/form-fields';
import { DISPLAY_NAME_MAX_LENGTH } from '@shared/domain/accounts';
import { filledIn } from '../../lib/schema-resolver';

/** Form rules for the accounts screens; they reuse the contract's schemas so texts agree. */

/** The contract's email, asked for by name when left empty. */
export const requiredEmail = filledIn('Email is required.', emailField);

/** Signing in only needs a password; its length rules are the server's business. */
export const signInForm = z.object({ email: requiredEmail, password: signInPassword });

/** Asking for a reset link needs the email alone. */
export const resetLinkForm = z.object({ email: requiredEmail });

const tooLong = (field: string) =>
  `${field} is too long: at most ${DISPLAY_NAME_MAX_LENGTH} characters.`;

/** The limit, named, for a name typed or pasted past it. */
const withinLimit = (field: string) =>
  z.string().refine((value) => value.trim().length <= DISPLAY_NAME_MAX_LENGTH, tooLong(field));

/** The registration form's check: the contract's fields, each asked for by name. */
export const registerForm = z
  .object({
    displayName: withinLimit('Display name').pipe(displayNameField),
    nickname: withinLimit('Nickname'),
    gender: z.number(),
    genderDescription: genderDescriptionField,
    email: requiredEmail,
    password: filledIn('Password is required.', passwordField, (value) => value !== ''),
  })
  .superRefine((values, ctx) =>
    describedGender('genderDescription')(
      { gender: values.gender, description: values.genderDescription },
      ctx,
    ),
  );

/** Every text of the contract's display-name rule names the field first. */
export const isDisplayNameMessage = (message: string) => message.startsWith('Display name ');
