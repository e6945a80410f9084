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

export const Gender = { NotSpecified: 0, Male: 1, Female: 2 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const GENDER_LABELS: Record<Gender, string> = {
  0: 'Not Specified',
  1: 'Male',
  2: 'Female',
};

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
