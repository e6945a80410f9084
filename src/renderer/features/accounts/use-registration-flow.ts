import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RouteBodyInput } from '@shared/api/define';
import type { register } from '@shared/api/accounts';
import { paths } from '../../config/paths';
import { platform } from '../../platform';
import { errorMessage } from './error-message';
import { ACCOUNT_MESSAGES } from './messages';

type Step = 'form' | 'age' | 'disclaimer';
export type RegisterPayload = RouteBodyInput<typeof register>;

/**
 * Registration's steps: the form, then the age modal, then the disclaimer modal, then the
 * account. Cancelling either modal returns to the form with everything typed kept.
 */
export function useRegistrationFlow() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('form');
  // A new attempt remounts the modals so each starts unanswered.
  const [attempt, setAttempt] = useState(0);
  const [underage, setUnderage] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
    setStep('age');
  }, []);

  const cancel = useCallback(() => setStep('form'), []);

  const createAccount = useCallback(
    async (payload: RegisterPayload) => {
      try {
        await platform.register(payload);
        navigate(paths.dashboard.getHref(), { replace: true });
      } catch (failure) {
        setStep('form');
        setError(errorMessage(failure, ACCOUNT_MESSAGES.registrationFailed));
      }
    },
    [navigate],
  );

  return {
    attempt,
    ageOpened: step === 'age',
    disclaimerOpened: step === 'disclaimer',
    underage,
    error,
    start,
    cancel,
    markUnderage: useCallback(() => setUnderage(true), []),
    ageConfirmed: useCallback(() => setStep('disclaimer'), []),
    createAccount,
  };
}
