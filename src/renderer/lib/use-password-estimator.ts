import { useEffect } from 'react';
import { loadPasswordEstimator } from '@shared/domain/password-rule';

/**
 * Starts loading the password strength estimator as a screen that sets a password opens, so
 * the form can say why a password is too easy to guess before it is sent. Its dictionaries
 * are large: only these screens download them.
 */
export function usePasswordEstimator() {
  useEffect(() => {
    void loadPasswordEstimator();
  }, []);
}
