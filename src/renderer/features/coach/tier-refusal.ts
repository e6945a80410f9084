import { COACH_ERRORS } from '@shared/domain/coach';
import { ApiError } from '../../lib/api-error';

// The server words its tier refusal with the tier it names; any tier fits the pattern.
const [before, after] = COACH_ERRORS.needsTier('\u0000').split('\u0000') as [string, string];

/**
 * True when a coach call was refused because the couple's plan lacks the coach (a 403 saying
 * which plan it needs), as opposed to the other 403s of the coach routes (someone else's session).
 */
export function isTierRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.message.startsWith(before) &&
    error.message.endsWith(after)
  );
}
