import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RouteBodyInput } from '@shared/api/define';
import type { register } from '@shared/api/accounts';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { platform } from '../../platform';
import { errorMessage } from './error-message';
import { isDisplayNameMessage } from './field-rules';
import { ACCOUNT_MESSAGES } from './messages';
import type { RegisteredState } from './registered-state';

type Step = 'form' | 'age' | 'disclaimer';
export type RegisterPayload = RouteBodyInput<typeof register>;

interface RegistrationFlowOptions {
  /** The server refused the display name: its message belongs on that field. */
  onDisplayNameRefused: (message: string) => void;
}

/**
 * Registration's steps: the form, then the age modal, then the disclaimer modal, then the
 * account. Cancelling either modal returns to the form with everything typed kept.
 */
export function useRegistrationFlow({ onDisplayNameRefused }: RegistrationFlowOptions) {
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
        const signedIn = await platform.register(payload);
        // Through an invitation link the email is proved already; otherwise a link is on its way.
        const state: RegisteredState | undefined = signedIn.emailVerified
          ? undefined
          : { confirmationSentTo: signedIn.email };
        navigate(paths.dashboard.getHref(), { replace: true, state });
      } catch (failure) {
        setStep('form');
        if (
          failure instanceof ApiError &&
          failure.status === 400 &&
          isDisplayNameMessage(failure.message)
        ) {
          onDisplayNameRefused(failure.message);
          return;
        }
        setError(errorMessage(failure, ACCOUNT_MESSAGES.registrationFailed));
      }
    },
    [navigate, onDisplayNameRefused],
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
