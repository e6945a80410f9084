import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Boundaries, CoupleSummaryInput } from './engine';

/**
 * The content every module asks for: the configured engine, its output checked by the
 * boundary guard, the built-in engine as the fallback.
 */
export interface GuardedContent {
  coupleSummary(
    input: CoupleSummaryInput,
    boundaries: Boundaries,
  ): Promise<{ text: string; engine: string }>;
}

export function createContentEngine(_config: Config, _log: FastifyBaseLogger): GuardedContent {
  return {
    async coupleSummary() {
      throw new Error('The content engine is not written yet.');
    },
  };
}
