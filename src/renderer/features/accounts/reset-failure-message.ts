import { ApiError } from '../../lib/http';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * The reset errors. The token and email come from the emailed link, and the new password is
 * checked here first, so a refusal of either (401, or 400 for a malformed link) means the link
 * cannot be used. Too many attempts (429) says to wait: the server's text names how long (see
 * docs/rate-limits.md); a reply without it (a proxy's) gets ours. Anything else gets the default.
 */
export function resetFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return /\bwait\b/i.test(error.message) ? error.message : ACCOUNT_MESSAGES.resetRateLimited;
  }
  const linkRefused =
    (error instanceof ApiError && (error.status === 400 || error.status === 401)) ||
    (error instanceof Error && error.message.includes('401'));
  return linkRefused ? ACCOUNT_MESSAGES.invalidResetToken : ACCOUNT_MESSAGES.resetFailed;
}
