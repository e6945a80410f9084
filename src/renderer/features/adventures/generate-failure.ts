import { ADVENTURE_ERRORS, ADVENTURE_MESSAGES } from '@shared/domain/adventures';
import { ApiError } from '../../lib/api-error';

/**
 * What a failed generation says, as the spec words it: a missing endpoint (404), surveys not
 * both complete (400), or the generic failure; a refusal (403, such as a trial that has ended),
 * a conflict (409, such as nothing fitting the couple's boundaries) or a limit reached (429,
 * saying how long to wait) is the server's own sentence.
 */
export function generateFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return ADVENTURE_MESSAGES.generateFailed;
  if (error.status === 404) return ADVENTURE_MESSAGES.endpointNotFound;
  if (error.status === 400) return ADVENTURE_ERRORS.surveysIncomplete;
  if ([403, 409, 429].includes(error.status) && error.message) return error.message;
  return ADVENTURE_MESSAGES.generateFailed;
}

/** Why Generate cannot be asked yet, checked before calling the server; null when it can. */
export function generateProblem(input: {
  type: string | null;
  coupleId: string | null;
  /** Null while the survey status is not known: the server then decides. */
  bothComplete: boolean | null;
}): string | null {
  if (!input.type?.trim()) return ADVENTURE_ERRORS.noType;
  if (!input.coupleId) return ADVENTURE_ERRORS.noCouple;
  if (input.bothComplete === false) return ADVENTURE_ERRORS.surveysIncomplete;
  return null;
}
