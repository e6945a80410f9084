import { ApiError } from '../../lib/api-client';
import { RESULTS_MESSAGES } from './messages';

export type CompareFailure =
  | { kind: 'notYours'; message: string }
  | { kind: 'incomplete'; message: string }
  | { kind: 'failed'; message: string };

/**
 * A refusal (404, or 403) means the couple is not the player's: someone else's, or one that
 * has ended. Else a failure saying 'Couple not found or incomplete' or 'Request failed: 400'
 * (a 400 reply) means a survey is not marked complete yet; anything else failed to fetch.
 */
export function compareFailure(error: unknown): CompareFailure {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403))
    return { kind: 'notYours', message: RESULTS_MESSAGES.notYours };
  const message = error instanceof Error ? error.message : '';
  const incomplete =
    (error instanceof ApiError && error.status === 400) ||
    message.includes('Couple not found or incomplete') ||
    message.includes('Request failed: 400');
  return incomplete
    ? { kind: 'incomplete', message: RESULTS_MESSAGES.incomplete }
    : { kind: 'failed', message: RESULTS_MESSAGES.fetchFailed };
}
