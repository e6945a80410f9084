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
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  setPasswordEstimator((password) => estimator.check(password));
}
