/** The accounts screens' fixed texts and timings; tests match them exactly. */
export const ACCOUNT_MESSAGES = {
  loginFailed: 'Login failed. Please try again.',
  // The spec opens this text with a check-mark emoji: here that mark is the alert's SVG icon,
  // drawn where an emoji font may be missing (src/renderer/components/no-emoji-icons.test.ts).
  resetLinkSent: 'Password reset link sent! Check your email.',
  resetLinkFailed: 'Failed to send reset link. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  confirmAge: 'Please confirm your age',
  underage: 'You must be 18 years or older to sign up.',
  ageVerificationFailed: 'Age verification failed',
  mustAgree: 'You must agree to the disclaimer to continue',
  disclaimerFailed: 'Failed to record disclaimer agreement',
  invalidResetToken: 'Invalid or expired reset token. Please request a new password reset.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetRateLimited: 'Too many password attempts. Please wait a few minutes and try again.',
  inviteEmail: 'Pre-filled from invite',
  invitedBy: (inviterName: string) =>
    `${inviterName} invited you to Velvet. Create your account to join them.`,
  invitedByPartner: 'Your partner invited you. Create your account to join them.',
  invitationInvalid:
    'This invitation link is no longer valid: it was replaced by a newer one or already used. You can still create your account, and your partner can invite you again from theirs.',
  confirmationOnItsWay: (email: string) =>
    `Welcome to Velvet! A confirmation link is on its way to ${email}.`,
  confirmingEmail: 'Confirming your email…',
  confirmEmailFailed: 'Could not confirm your email. Please try again.',
  resendFailed: 'Could not send a new link. Please try again.',
} as const;

/** The forgot-password modal closes this long after the link was sent. */
export const FORGOT_PASSWORD_CLOSE_MS = 3_000;
/** A successful reset goes to /login after this long. */
export const RESET_REDIRECT_MS = 2_000;
