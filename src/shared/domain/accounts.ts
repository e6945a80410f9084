/** Pure account rules shared by the server and the screens. */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MINIMUM_AGE = 18;
export const DISPLAY_NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;

/** How long an age confirmation or disclaimer agreement stays good for registration. */
export const CONSENT_WINDOW_MINUTES = 30;
/** How long a password reset link stays valid. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** How long an email verification link stays valid. */
export const VERIFICATION_TOKEN_TTL_HOURS = 48;
/** A player's session ends this long after signing in, however often it is refreshed. */
export const SESSION_MAX_AGE_DAYS = 30;

/** Why an account cannot take part in couple actions yet, and what the screens say. */
export const EMAIL_VERIFICATION_MESSAGES = {
  required:
    'Please confirm your email first: open the link we sent you, or send a new one from your dashboard.',
  partnerUnverified:
    'This invitation cannot be accepted yet: the person who sent it has not confirmed their email.',
  verified: 'Your email is confirmed. You can now connect with your partner.',
  alreadyVerified: 'Your email is already confirmed.',
  sent: 'A new confirmation link is on its way to your email.',
  invalid: 'This confirmation link is invalid or has expired. Send a new one from your dashboard.',
} as const;

export const SESSION_MESSAGES = {
  signedOut: 'You have been signed out.',
  tooOld: 'Your session has expired. Please sign in again.',
} as const;

/**
 * The spec's gender codes 0 to 2, kept with their meanings, and two more: non-binary, and a
 * gender the player describes in their own words (GENDER_DESCRIPTION_MAX_LENGTH characters).
 */
export const Gender = {
  NotSpecified: 0,
  Male: 1,
  Female: 2,
  NonBinary: 3,
  SelfDescribed: 4,
} as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const GENDER_LABELS: Record<Gender, string> = {
  0: 'Not Specified',
  1: 'Male',
  2: 'Female',
  3: 'Non-binary',
  4: 'Prefer to self-describe',
};
export const GENDER_CODES = Object.values(Gender) as readonly Gender[];
export const GENDER_DESCRIPTION_MAX_LENGTH = 40;

export const GENDER_MESSAGES = {
  invalid: `Gender must be one of ${GENDER_CODES.join(', ')}.`,
  descriptionLabel: 'Your gender, in your words',
  descriptionMissing: 'Please describe your gender, or choose another option.',
  descriptionTooLong: `Please keep your description to ${GENDER_DESCRIPTION_MAX_LENGTH} characters.`,
} as const;

/** The gender as words: the player's own description when they gave one. */
export function genderInWords(gender: number, description: string | null): string {
  if (gender === Gender.SelfDescribed && description) return description;
  return GENDER_LABELS[gender as Gender] ?? GENDER_LABELS[Gender.NotSpecified];
}

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters.',
  /** Followed by the estimator's reason (src/shared/domain/password-rule.ts). */
  tooWeak: 'This password is too easy to guess.',
  longer: 'Add another word or two that are less common.',
  mismatch: 'Passwords do not match.',
  /** Shown under every new-password field, so the hint and the rule never disagree. */
  hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
