import { DARE_ERRORS } from '@shared/domain/dares';
import type { Boundaries, DareInput, GeneratedDare } from '../../content/engine';
import { conflict, HttpError } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';

/** One dare from the content engine, through its guard; "nothing fits" is always a 409. */
export function dareWriter(deps: Pick<ModuleDeps, 'content' | 'log'>) {
  return async function write(
    input: DareInput,
    boundaries: Boundaries,
  ): Promise<GeneratedDare & { engine: string }> {
    try {
      return await deps.content.dare(input, boundaries);
    } catch (error) {
      // The engines answer "nothing fits" with their own 409; anything else becomes one too.
      if (error instanceof HttpError) throw error;
      deps.log.warn({ err: error }, 'no dare could be generated');
      throw conflict(DARE_ERRORS.nothingFits);
    }
  };
}
