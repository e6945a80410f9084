import { z } from 'zod';
import {
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  Gender,
  GENDER_CODES,
  GENDER_DESCRIPTION_MAX_LENGTH,
  GENDER_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MESSAGES,
} from '../domain/accounts';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_NAME_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
} from '../domain/support';
import { passwordWeakness } from '../domain/password-rule';
import { linkToken, optionalText, requiredText } from './text-fields';
import { displayTextMessage, displayTextProblem, emailTextProblem } from '../domain/display-text';

// The fields people type into the app's forms. A screen checks each one with these schemas
// before sending and the server checks it again on arrival, so a problem reads the same either
// way. They are kept apart from the routes: a screen with one of these forms loads them and
// zod, while a screen that only calls routes (src/shared/api/routes/) loads neither.

/** A password to sign in with: only required, since the strength rule applies when one is chosen. */
export const signInPassword = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .max(PASSWORD_MAX_LENGTH);

/** An email as typed: trimmed, checked, then lowercased, so one address is one account. */
export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Email is too long.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }))
  .transform((email) => email.toLowerCase());

/** A new password: long enough and not easy to guess (password-rule.ts), saying why not. */
export const passwordField = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, 'Password is too long.')
  .superRefine((password, ctx) => {
    // Zod runs refinements past a failed length check; one problem at a time is enough.
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
    const weakness = passwordWeakness(password);
    if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
  });

/** A new password while signed in, confirmed by the current one, which need only be there. */
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password.' })
    .min(1, 'Please enter your current password.')
    .max(PASSWORD_MAX_LENGTH),
  newPassword: passwordField,
});

/** A new password chosen through the emailed reset link, which carries the token and email. */
export const resetPasswordBody = z.object({
  token: linkToken('Invalid reset token.', 'Reset token is required.'),
  email: emailField,
  newPassword: passwordField,
});

/**
 * Refuses a name that someone else will read (a partner, an invitee's inbox) unless it holds
 * only what a name needs: no line break, nothing invisible, no web address (display-text.ts).
 */
export const shownToOthers = (label: string) => (text: string, ctx: z.RefinementCtx<string>) => {
  const problem = displayTextProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: displayTextMessage(label, problem) });
};

/** A display name is shown to the partner and written into invitation emails. */
export const displayNameField = requiredText('Display name', DISPLAY_NAME_MAX_LENGTH).superRefine(
  shownToOthers('Display name'),
);

/** A staff member's display name, read by other staff: at least 2 characters. */
export const staffDisplayNameField = z
  .string({ error: 'Display name is required.' })
  .trim()
  .min(2, 'Display name must be at least 2 characters.')
  .max(DISPLAY_NAME_MAX_LENGTH, 'Display name is too long.')
  .superRefine(shownToOthers('Display name'));

/**
 * Refuses a line of free text that goes into an email someone else reads unless it is one line
 * with nothing invisible and no web or IP address; other punctuation is fine (display-text.ts).
 */
const oneSafeLine = (label: string) => (text: string, ctx: z.RefinementCtx<string>) => {
  const problem = emailTextProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: displayTextMessage(label, problem) });
};

/**
 * The contact form. Staff read the name and subject in an email in Velvet's name, so they
 * follow the rule of names shown to others; the message may hold anything (a link to a page
 * that misbehaves, say), and the email to staff quotes it defused (src/server/mail/quoted-text.ts).
 */
export const supportMessageBody = z.object({
  name: requiredText('Name', SUPPORT_NAME_MAX_LENGTH).superRefine(shownToOthers('Name')),
  email: emailField,
  subject: requiredText('Subject', SUPPORT_SUBJECT_MAX_LENGTH).superRefine(oneSafeLine('Subject')),
  message: requiredText('Message', SUPPORT_MESSAGE_MAX_LENGTH),
});
export type SupportMessageBody = z.infer<typeof supportMessageBody>;

/** One of the gender codes (src/shared/domain/accounts.ts). */
export const genderField = z
  .number({ error: GENDER_MESSAGES.invalid })
  .int(GENDER_MESSAGES.invalid)
  .min(0, GENDER_MESSAGES.invalid)
  .max(Math.max(...GENDER_CODES), GENDER_MESSAGES.invalid);

/** The player's own words for their gender: trimmed, at most 40 characters, null when empty. */
export const genderDescriptionField = optionalText(
  GENDER_DESCRIPTION_MAX_LENGTH,
  GENDER_MESSAGES.descriptionTooLong,
);

/**
 * "Prefer to self-describe" needs the description; `where` names the description's field, so a
 * form shows the message under it. Any other choice ignores a description (the server keeps none).
 */
export const describedGender =
  (where: string) =>
  (value: { gender: number; description: string | null | undefined }, ctx: z.RefinementCtx) => {
    if (value.gender === Gender.SelfDescribed && !value.description?.trim())
      ctx.addIssue({ code: 'custom', path: [where], message: GENDER_MESSAGES.descriptionMissing });
  };

/** The profile's editable part, in the Pascal case the profile form sends; the contract keeps it. */
export const profileBody = z
  .object({
    Nickname: optionalText(DISPLAY_NAME_MAX_LENGTH, 'Nickname is too long.'),
    Gender: genderField,
    GenderDescription: genderDescriptionField,
  })
  .superRefine((body, ctx) =>
    describedGender('GenderDescription')(
      { gender: body.Gender, description: body.GenderDescription },
      ctx,
    ),
  );

/** An invitation to a partner, by their email. */
export const inviteBody = z.object({ partnerEmail: emailField });

// The data tools' forms, kept in a file of their own.
export * from './reference-data-fields';
