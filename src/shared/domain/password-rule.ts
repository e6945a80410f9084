import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './accounts';

/**
 * The rule every new password follows, on the server and in the forms (docs/accounts.md): long
 * enough, and not easy to guess by the estimate of zxcvbn, which knows common passwords, names,
 * words, dates, keyboard runs and their l33t forms. Score 3 of 4 is "safely unguessable" by an
 * attacker who can make many guesses against a stolen hash.
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the estimator and its dictionaries, which weigh more than the rest of the app's
 * screens together: the server loads them before it serves, a screen that sets a password as
 * it opens, and no other screen ever downloads them.
 */
export function loadPasswordEstimator(): Promise<void> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, english]) => {
    estimator = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  });
  return loading;
}

/**
 * Why a password is too easy to guess, in the estimator's words; null when it is strong enough
 * (or the estimator is not loaded yet).
 */
export function passwordWeakness(password: string): string | null {
  // Only a form opened a moment ago can get here first; the server checks again on arrival,
  // with the estimator it loaded at start, and answers in these same words.
  if (!estimator) return null;
  const { score, feedback } = estimator.check(password);
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
