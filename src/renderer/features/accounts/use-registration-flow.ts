import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RouteBodyInput } from '../../lib/route-types';
import type { register } from '@shared/api/accounts';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { platform } from '../../platform';
import { errorMessage } from './error-message';
import { isDisplayNameMessage } from './field-rules';
import { ACCOUNT_MESSAGES } from './messages';
import type { RegisteredState } from './registered-state';
import { rememberUnderageAnswer, underageAnsweredHere } from './underage-block';

type Step = 'form' | 'age' | 'disclaimer';
export type RegisterPayload = RouteBodyInput<typeof register>;

interface RegistrationFlowOptions {
  /** The server refused the display name: its message belongs on that field. */
  onDisplayNameRefused: (message: string) => void;
}

/**
 * Registration's steps: the form, then the age modal, then the disclaimer modal, then the
 * account. Cancelling either modal returns to the form with everything typed kept. An answer of
 * "under 18" closes registration on this device, across reloads.
 */
export function useRegistrationFlow({ onDisplayNameRefused }: RegistrationFlowOptions) {
  const navigate = useNavigate();
  // One state, so a second submit (a double click on Create Account) sees the modal already
  // open and leaves it, and its attempt, alone. A new attempt remounts the modals unanswered.
  const [{ step, attempt }, setProgress] = useState<{ step: Step; attempt: number }>({
    step: 'form',
    attempt: 0,
  });
  const [underage, setUnderage] = useState(underageAnsweredHere);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(() => {
    if (underage) return;
    setError(null);
    setProgress((now) => (now.step === 'form' ? { step: 'age', attempt: now.attempt + 1 } : now));
  }, [underage]);

  const cancel = useCallback(() => setProgress((now) => ({ ...now, step: 'form' })), []);

  const markUnderage = useCallback(() => {
    rememberUnderageAnswer();
    setUnderage(true);
  }, []);

  const createAccount = useCallback(
    async (payload: RegisterPayload) => {
      setCreating(true);
      try {
        const signedIn = await platform.register(payload);
        // Through an invitation link the email is proved already; otherwise a link is on its way.
        const state: RegisteredState | undefined = signedIn.emailVerified
          ? undefined
          : { confirmationSentTo: signedIn.email };
        navigate(paths.dashboard.getHref(), { replace: true, state });
      } catch (failure) {
        setCreating(false);
        setProgress((now) => ({ ...now, step: 'form' }));
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
    /** The account is being created: the player is signed in by it, then taken onwards. */
    creating,
    error,
    start,
    cancel,
    markUnderage,
    ageConfirmed: useCallback(() => setProgress((now) => ({ ...now, step: 'disclaimer' })), []),
    createAccount,
  };
}
