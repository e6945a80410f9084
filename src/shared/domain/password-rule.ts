import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './accounts';

/**
 * The rule every new password follows, on the server and in the forms (docs/accounts.md): long
 * enough, and not easy to guess by the estimate of zxcvbn, which knows common passwords, names,
 * words, dates, keyboard runs and their l33t forms. Score 3 of 4 is "safely unguessable" by an
 * attacker who can make many guesses against a stolen hash.
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;

// Building the dictionaries takes a moment and memory: only once a password is checked.
function estimatorOf(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/** Why a password is too easy to guess, in the estimator's words; null when it is strong enough. */
export function passwordWeakness(password: string): string | null {
  const { score, feedback } = estimatorOf().check(password);
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
