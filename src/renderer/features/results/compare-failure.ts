import { ApiError } from '../../lib/api-client';
import { RESULTS_MESSAGES } from './messages';

export type CompareFailure =
  { kind: 'incomplete'; message: string } | { kind: 'failed'; message: string };

/**
 * A failure saying 'Couple not found or incomplete' or 'Request failed: 400'
 * (a 400 reply) means a survey is not marked complete yet; anything else failed to fetch.
 */
export function compareFailure(error: unknown): CompareFailure {
  const message = error instanceof Error ? error.message : '';
  const incomplete =
    (error instanceof ApiError && error.status === 400) ||
    message.includes('Couple not found or incomplete') ||
    message.includes('Request failed: 400');
  return incomplete
    ? { kind: 'incomplete', message: RESULTS_MESSAGES.incomplete }
    : { kind: 'failed', message: RESULTS_MESSAGES.fetchFailed };
}
