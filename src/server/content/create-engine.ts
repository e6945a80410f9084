import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { recordGuardRefusal, type GuardedGenerator } from '../metrics/process-metrics';
import { boundaryGuard } from './boundary-guard';
import { createBuiltInEngine } from './built-in-engine';
import type {
  AdventureInput,
  Boundaries,
  CoachChatInput,
  CoachSessionInput,
  DareInput,
  GeneratedDare,
  ContentEngine,
  CoupleSummaryInput,
  DailyChallengeInput,
  GeneratedChallenge,
  GeneratedQuickTask,
  GeneratedAdventure,
  QuickTaskInput,
} from './engine';
import {
  adventureRefusal,
  adventureWithinBoundaries,
  fittingBuiltInAdventure,
  withChanceVerdict,
} from './guarded-adventures';
import {
  chatSafetyAnswer,
  coachChatWithinBoundaries,
  coachSessionWithinBoundaries,
  coachTextRefusal,
  fittingBuiltInCoachText,
  sessionSafetyAnswer,
  withDisclaimer,
  withoutDisclaimer,
  type CoachAnswer,
  type CoachCheck,
} from './guarded-coach';
import { NEUTRAL_QUESTIONS, NEUTRAL_REPLIES, NEUTRAL_SUMMARIES } from './coach/neutral-answers';
import { dareRefusal, fittingBuiltInDare } from './guarded-dares';
import {
  challengeRefusal,
  fittingBuiltInChallenge,
  fittingBuiltInQuickTask,
  quickTaskRefusal,
  withinBoundaries,
} from './guarded-quick-tasks';
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
  /** A quick task that touches none of the boundaries and stays within `boundaries.maxLevel`. */
  quickTask(
    input: QuickTaskInput,
    boundaries: Boundaries,
  ): Promise<GeneratedQuickTask & { engine: string }>;
  dailyChallenge(
    input: DailyChallengeInput,
    boundaries: Boundaries,
  ): Promise<GeneratedChallenge & { engine: string }>;
  /**
   * An adventure whose every text touches none of the boundaries (refused activities, hard
   * boundaries, avoid categories) and whose level stays within `boundaries.maxLevel`; accessories
   * that touch a boundary are left out before any engine sees them, at most three of the rest
   * are drawn at random for the plan, and `accessories` lists those. For Take a Chance
   * (`input.chance`), the teaser already ends with `chanceVerdictForPartner(input.chance,
   * input.leadName)` (the product's sentence, which the guard does not read).
   * Throws NoFittingContentError (409,
   * ADVENTURE_ERRORS.nothingFits) when no built-in template fits.
   */
  adventure(
    input: AdventureInput,
    boundaries: Boundaries,
  ): Promise<GeneratedAdventure & { engine: string; accessories: string[] }>;
  /**
   * A dare whose text touches none of the boundaries (refused activities, hard boundaries,
   * avoid categories) and whose level stays within `boundaries.maxLevel`. Throws
   * NoFittingContentError (409, DARE_ERRORS.nothingFits) when no built-in dare fits.
   */
  dare(input: DareInput, boundaries: Boundaries): Promise<GeneratedDare & { engine: string }>;
  /**
   * The coach's answer. When the player's last message calls for help (self-harm or despair,
   * abuse, violence, minors, or a no not heard, however softly put: pressure, guilt, giving in,
   * fear, control...), the answer is a fixed one, CONSENT_ANSWER or SAFETY_ANSWER
   * (src/shared/domain/coach.ts, chosen by coach/safety-check.ts), and no engine
   * is asked (`safety` true). Otherwise the configured engine's answer is used only when it
   * touches no boundary and stays within the level; the built-in engine's is guarded too,
   * falling back to a neutral answer that names no activity. The first answer of a
   * conversation (no assistant message yet) starts with COACH_DISCLAIMER. Never throws.
   */
  coachReply(
    input: CoachChatInput,
    boundaries: Boundaries,
  ): Promise<{ text: string; engine: string; safety: boolean }>;
  /** A session question, guarded the same way (a fixed answer when an answer calls for it). */
  coachQuestion(
    input: CoachSessionInput,
    boundaries: Boundaries,
  ): Promise<{ text: string; engine: string; safety: boolean }>;
  coachSessionSummary(
    input: CoachSessionInput,
    boundaries: Boundaries,
  ): Promise<{ text: string; engine: string; safety: boolean }>;
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** What the log calls each generated text, and the label its refusals are counted under. */
const GENERATOR_LABELS = {
  'quick task': 'quick_task',
  'daily challenge': 'daily_challenge',
  adventure: 'adventure',
  dare: 'dare',
  'coach reply': 'coach_reply',
  'coach question': 'coach_question',
  'coach session summary': 'coach_session_summary',
} as const satisfies Record<string, GuardedGenerator>;
type Generated = keyof typeof GENERATOR_LABELS;

/** How one kind of coach text is asked of an engine. */
type AskCoach<I> = (engine: ContentEngine) => (input: I) => Promise<string>;

/**
 * Wraps engines in the boundary guard. The configured engine's output is used only when it
 * touches no boundary (and, for tasks, adventures and dares, is valid and within the level);
 * otherwise, or when it fails, the built-in engine answers. The built-in output is guarded
 * too: summary lines that touch a boundary are dropped, and refused tasks, adventures and dares
 * are replaced by other eligible ones.
 */
export function guardContent(
  engines: { builtIn: ContentEngine; configured: ContentEngine | null },
  log: Log,
): GuardedContent {
  const { builtIn, configured } = engines;
  const engineFailed = (error: unknown) =>
    log.warn(
      {
        engine: configured?.name,
        fallback: builtIn.name,
        reason: error instanceof ContentEngineError ? error.reason : 'failed',
      },
      'content engine failed; using the built-in engine',
    );
  const refused = (what: Generated, reason: string) => {
    recordGuardRefusal(GENERATOR_LABELS[what]);
    log.warn(
      { engine: configured?.name, fallback: builtIn.name, reason },
      `generated ${what} was refused; using the built-in engine`,
    );
  };
  /** A coach text from the configured engine when it passes the check, else the built-in's. */
  async function coachText<I extends { exclude?: string[] }>(
    what: Generated,
    ask: AskCoach<I>,
    input: I,
    check: CoachCheck,
    neutral: readonly string[],
  ): Promise<CoachAnswer> {
    if (configured) {
      try {
        const text = withoutDisclaimer(await ask(configured)(input));
        const reason = coachTextRefusal(text, check);
        if (!reason) return { text, engine: configured.name, safety: false };
        refused(what, reason);
      } catch (error) {
        engineFailed(error);
      }
    }
    const text = await fittingBuiltInCoachText(ask(builtIn), input, check, neutral);
    return { text, engine: builtIn.name, safety: false };
  }
  return {
    async coupleSummary(input, boundaries) {
      const guard = boundaryGuard(boundaries);
      if (configured) {
        try {
          const text = await configured.coupleSummary(input);
          if (!guard.touches(text)) return { text, engine: configured.name };
          recordGuardRefusal('couple_summary');
          log.warn(
            { engine: configured.name, fallback: builtIn.name },
            'generated couple summary named a refused activity; using the built-in engine',
          );
        } catch (error) {
          engineFailed(error);
        }
      }
      const { text, dropped } = guard.dropTouchingLines(await builtIn.coupleSummary(input));
      if (dropped > 0) {
        recordGuardRefusal('couple_summary');
        log.warn(
          { engine: builtIn.name, dropped },
          'built-in couple summary lines named a refused activity and were dropped',
        );
      }
      return { text, engine: builtIn.name };
    },

    async quickTask(original, boundaries) {
      const guard = boundaryGuard(boundaries);
      const input = withinBoundaries(original, boundaries, guard);
      if (configured) {
        try {
          const task = await configured.quickTask(input);
          const reason = quickTaskRefusal(task, input, guard);
          if (!reason) return { ...task, engine: configured.name };
          refused('quick task', reason);
        } catch (error) {
          engineFailed(error);
        }
      }
      return { ...(await fittingBuiltInQuickTask(builtIn, input, guard)), engine: builtIn.name };
    },

    async dailyChallenge(original, boundaries) {
      const guard = boundaryGuard(boundaries);
      const input = withinBoundaries(original, boundaries, guard);
      if (configured) {
        try {
          const challenge = await configured.dailyChallenge(input);
          const reason = challengeRefusal(challenge, input, guard);
          if (!reason) return { ...challenge, engine: configured.name };
          refused('daily challenge', reason);
        } catch (error) {
          engineFailed(error);
        }
      }
      return { ...(await fittingBuiltInChallenge(builtIn, input, guard)), engine: builtIn.name };
    },

    async adventure(original, boundaries) {
      const guard = boundaryGuard(boundaries);
      const input = adventureWithinBoundaries(original, boundaries, guard);
      const { accessories } = input;
      if (configured) {
        try {
          const adventure = await configured.adventure(input);
          const reason = adventureRefusal(adventure, input, guard);
          if (!reason)
            return { ...withChanceVerdict(adventure, input), engine: configured.name, accessories };
          refused('adventure', reason);
        } catch (error) {
          engineFailed(error);
        }
      }
      const adventure = await fittingBuiltInAdventure(builtIn, input, guard);
      return { ...adventure, engine: builtIn.name, accessories };
    },

    async dare(original, boundaries) {
      const guard = boundaryGuard(boundaries);
      const input = withinBoundaries(original, boundaries, guard);
      if (configured) {
        try {
          const dare = await configured.dare(input);
          const reason = dareRefusal(dare, input, guard);
          if (!reason) return { ...dare, engine: configured.name };
          refused('dare', reason);
        } catch (error) {
          engineFailed(error);
        }
      }
      return { ...(await fittingBuiltInDare(builtIn, input, guard)), engine: builtIn.name };
    },

    async coachReply(original, boundaries) {
      const safety = chatSafetyAnswer(original);
      if (safety) return safety;
      const { input, check } = coachChatWithinBoundaries(original, boundaries);
      const ask: AskCoach<CoachChatInput> = (engine) => (i) => engine.coachReply(i);
      const answer = await coachText('coach reply', ask, input, check, NEUTRAL_REPLIES);
      return { ...answer, text: withDisclaimer(answer.text, original) };
    },

    async coachQuestion(original, boundaries) {
      const safety = sessionSafetyAnswer(original);
      if (safety) return safety;
      const { input, check } = coachSessionWithinBoundaries(original, boundaries);
      const ask: AskCoach<CoachSessionInput> = (engine) => (i) => engine.coachQuestion(i);
      return coachText('coach question', ask, input, check, NEUTRAL_QUESTIONS);
    },

    async coachSessionSummary(original, boundaries) {
      const safety = sessionSafetyAnswer(original);
      if (safety) return safety;
      const { input, check } = coachSessionWithinBoundaries(original, boundaries);
      const ask: AskCoach<CoachSessionInput> = (engine) => (i) => engine.coachSessionSummary(i);
      return coachText('coach session summary', ask, input, check, NEUTRAL_SUMMARIES);
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
