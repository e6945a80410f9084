import { ADVENTURE_ERRORS } from '@shared/domain/adventures';
import { DARE_ERRORS } from '@shared/domain/dares';
import { HttpError } from '../lib/http-error';

export const NO_QUICK_TASK_FITS = 'No quick task fits your boundaries right now.';
export const NO_CHALLENGE_FITS = 'No daily challenge fits your boundaries right now.';

/** Nothing the engines can offer stays within the couple's boundaries: a 409 for the caller. */
export class NoFittingContentError extends HttpError {
  constructor(message: string) {
    super(409, message);
    this.name = 'NoFittingContentError';
  }
}

export const noFittingQuickTask = () => new NoFittingContentError(NO_QUICK_TASK_FITS);
export const noFittingChallenge = () => new NoFittingContentError(NO_CHALLENGE_FITS);
export const noFittingAdventure = () => new NoFittingContentError(ADVENTURE_ERRORS.nothingFits);
export const noFittingDare = () => new NoFittingContentError(DARE_ERRORS.nothingFits);
