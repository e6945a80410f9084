import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { boundaryGuard } from './boundary-guard';
import { createBuiltInEngine } from './built-in-engine';
import type { Boundaries, ContentEngine, CoupleSummaryInput } from './engine';
import { ContentEngineError, createOpenAiEngine } from './openai-engine';

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

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Wraps engines in the boundary guard. The configured engine's output is used only when it
 * names no refused activity; otherwise, or when it fails, the built-in engine answers. The
 * built-in output is guarded too: it never receives a refusal, so a line it writes can only
 * touch one by a name that contains a refused one, and such a line is dropped.
 */
export function guardContent(
  engines: { builtIn: ContentEngine; configured: ContentEngine | null },
  log: Log,
): GuardedContent {
  const { builtIn, configured } = engines;
  return {
    async coupleSummary(input, boundaries) {
      const guard = boundaryGuard(boundaries);
      if (configured) {
        try {
          const text = await configured.coupleSummary(input);
          if (!guard.touches(text)) return { text, engine: configured.name };
          log.warn(
            { engine: configured.name, fallback: builtIn.name },
            'generated couple summary named a refused activity; using the built-in engine',
          );
        } catch (error) {
          log.warn(
            {
              engine: configured.name,
              fallback: builtIn.name,
              reason: error instanceof ContentEngineError ? error.reason : 'failed',
            },
            'content engine failed; using the built-in engine',
          );
        }
      }
      const { text, dropped } = guard.dropTouchingLines(await builtIn.coupleSummary(input));
      if (dropped > 0) {
        log.warn(
          { engine: builtIn.name, dropped },
          'built-in couple summary lines named a refused activity and were dropped',
        );
      }
      return { text, engine: builtIn.name };
    },
  };
}

export function createContentEngine(config: Config, log: FastifyBaseLogger): GuardedContent {
  return guardContent(
    {
      builtIn: createBuiltInEngine(),
      configured: config.ai ? createOpenAiEngine(config.ai) : null,
    },
    log,
  );
}
