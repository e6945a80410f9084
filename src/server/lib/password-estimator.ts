import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { setPasswordEstimator } from '@shared/domain/password-rule';

/**
 * Gives the shared password rule zxcvbn with its common and English dictionaries
 * (docs/accounts.md), before any route that sets a password can be called.
 */
export function installPasswordEstimator() {
  const estimator = new ZxcvbnFactory({
    // zxcvbn's l33t matcher tries every substitution it can: a random 100-character password
    // full of symbols cost it up to 0.8 s of CPU, which anyone could send to registration again
    // and again. Reading the first 64 characters and trying at most 8 substitutions keeps the
    // worst such password near 70 ms and still finds "p@ssw0rd" and the like.
    maxLength: 64,
    l33tMaxSubstitutions: 8,
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  setPasswordEstimator((password) => estimator.check(password));
}
