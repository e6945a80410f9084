import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './accounts';

/**
 * The rule every new password follows, on the server and in the forms (docs/accounts.md): long
 * enough, and not easy to guess by the estimate of zxcvbn, which knows common passwords, names,
 * words, dates, keyboard runs and their l33t forms. Score 3 of 4 is "safely unguessable" by an
 * attacker who can make many guesses against a stolen hash.
 */
const MIN_SCORE = 3;

/** What the estimator says of a password: a score from 0 to 4 and, when weak, why. */
export interface PasswordEstimate {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
}

let estimate: ((password: string) => PasswordEstimate) | null = null;

/**
 * Hands the rule its estimator. The server does so before it serves (src/server/lib/
 * password-estimator.ts); its dictionaries weigh more than all the app's screens together, so
 * the screens check the length and show the server's reason for anything else.
 */
export function setPasswordEstimator(check: (password: string) => PasswordEstimate) {
  estimate = check;
}

/**
 * Why a password is too easy to guess, in the estimator's words; null when it is strong enough
 * (or no estimator was handed to the rule).
 */
export function passwordWeakness(password: string): string | null {
  // Without the estimator (a screen) only the length is checked here; the server checks the
  // rest on arrival and answers in these same words.
  if (!estimate) return null;
  const { score, feedback } = estimate(password);
  if (score >= MIN_SCORE) return null;
  const why = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return `${PASSWORD_MESSAGES.tooWeak} ${why || PASSWORD_MESSAGES.longer}`.trim();
}

/** What is wrong with a new password: too short, then too easy to guess; null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  return passwordWeakness(password);
}

/** The reset and change forms' checks, in the order they report them: mismatch, then the rule. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return PASSWORD_MESSAGES.mismatch;
  return passwordProblem(password);
}
