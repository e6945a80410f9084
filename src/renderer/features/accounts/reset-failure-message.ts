import { ApiError } from '../../lib/http';
import { ACCOUNT_MESSAGES } from './messages';

/** The reset errors: a refused token (401) says so; anything else gets the default. */
export function resetFailureMessage(error: unknown): string {
  const unauthorized =
    (error instanceof ApiError && error.status === 401) ||
    (error instanceof Error && error.message.includes('401'));
  return unauthorized ? ACCOUNT_MESSAGES.invalidResetToken : ACCOUNT_MESSAGES.resetFailed;
}
