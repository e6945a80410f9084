import { COACH_DISCLAIMER } from '@shared/domain/coach';
import { lowerLevel } from '@shared/domain/journey';
import { suitsLevel } from './required-activities';
import { boundaryGuard, type BoundaryGuard } from './boundary-guard';
import { NEUTRAL_REPLIES, WORDLESS_ANSWER } from './coach/neutral-answers';
import { safetyAnswerFor } from './coach/safety-check';
import type { Boundaries, CoachChatInput, CoachSessionInput } from './engine';
import { withinBoundaries } from './guarded-quick-tasks';

/** The longest coach text shown, disclaimer included (the same bound as a chat message). */
export const COACH_TEXT_MAX_LENGTH = 2000;

/** More than the built-in coach has candidates: every one can be tried once. */
const MAX_ATTEMPTS = 500;

export type CoachAnswer = { text: string; engine: string; safety: boolean };

const fixedAnswer = (text: string): CoachAnswer => ({ text, engine: 'safety', safety: true });

/** The player's latest message, which decides whether the coach answers with a fixed answer. */
export const lastPlayerMessage = (input: CoachChatInput) =>
  input.messages.findLast((message) => message.role === 'user')?.content ?? '';

/**
 * The fixed answer (CONSENT_ANSWER or SAFETY_ANSWER) the player's latest message calls for,
 * or null: then, and only then, an engine may be asked.
 */
export function chatSafetyAnswer(input: CoachChatInput): CoachAnswer | null {
  const text = safetyAnswerFor(lastPlayerMessage(input));
  return text ? fixedAnswer(text) : null;
}

/**
 * A session whose any answer calls for help gets a fixed answer instead of a question or
 * summary: the one its latest such answer calls for.
 */
export function sessionSafetyAnswer(input: CoachSessionInput): CoachAnswer | null {
  const text = input.previous
    .map(({ answer }) => safetyAnswerFor(answer))
    .findLast((answer) => answer !== null);
  return text ? fixedAnswer(text) : null;
}

/**
 * What a coach text is checked against: the couple's boundaries, and the welcomed activities
 * above the level, which the coach may not suggest either.
 */
export interface CoachCheck {
  guard: BoundaryGuard;
  aboveLevel: BoundaryGuard;
  /** The longest text allowed: room is kept for the disclaimer a first answer opens with. */
  maxLength: number;
}

const DISCLAIMER_ROOM = COACH_DISCLAIMER.length + 2;

/** No assistant message yet: the answer opens the conversation. */
const isFirstAnswer = (input: CoachChatInput) =>
  !input.messages.some((message) => message.role === 'assistant');

/**
 * The chat as an engine is asked it: the level capped, and only the welcomed activities that
 * touch no boundary and suit the level. The ones that touch no boundary but are above the level
 * are checked for in the answer.
 */
export function coachChatWithinBoundaries(
  input: CoachChatInput,
  boundaries: Boundaries,
): { input: CoachChatInput; check: CoachCheck } {
  const guard = boundaryGuard(boundaries);
  const capped = withinBoundaries(input, boundaries, guard);
  // From every welcomed activity: one left out for a boundary may still be above the level.
  const above = input.welcomed.filter((a) => !suitsLevel(a, capped.level));
  return {
    input: { ...capped, welcomed: capped.welcomed.filter((a) => suitsLevel(a, capped.level)) },
    check: {
      guard,
      aboveLevel: boundaryGuard({ refusedActivities: above.map((a) => a.activity) }),
      maxLength: COACH_TEXT_MAX_LENGTH - (isFirstAnswer(input) ? DISCLAIMER_ROOM : 0),
    },
  };
}

export function coachSessionWithinBoundaries(
  input: CoachSessionInput,
  boundaries: Boundaries,
): { input: CoachSessionInput; check: CoachCheck } {
  return {
    input: boundaries.maxLevel
      ? { ...input, level: lowerLevel(input.level, boundaries.maxLevel) }
      : input,
    check: {
      guard: boundaryGuard(boundaries),
      aboveLevel: boundaryGuard({ refusedActivities: [] }),
      maxLength: COACH_TEXT_MAX_LENGTH,
    },
  };
}

/** Why a coach text may not be shown to this couple, or null when it may. */
export function coachTextRefusal(text: string, check: CoachCheck): string | null {
  if (text.trim() === '') return 'answered with an empty text';
  if (text.length > check.maxLength) return 'answered too long';
  if (check.guard.touches(text)) return 'touched a boundary';
  if (check.aboveLevel.touches(text)) return 'suggested an activity above the level';
  return null;
}

/**
 * The disclaimer opens the first answer of every conversation, whatever engine wrote it. It
 * is the product's sentence, added after the guard read the answer (an engine that already
 * opened with it is not given it twice).
 */
export function withDisclaimer(text: string, input: CoachChatInput): string {
  const body = withoutDisclaimer(text);
  return isFirstAnswer(input) ? `${COACH_DISCLAIMER}\n\n${body}` : body;
}

export const withoutDisclaimer = (text: string) => {
  const trimmed = text.trim();
  return trimmed.startsWith(COACH_DISCLAIMER)
    ? trimmed.slice(COACH_DISCLAIMER.length).trim()
    : trimmed;
};

/**
 * The built-in coach's text, asked again without each refused one until one passes; then the
 * first neutral text that passes; at the very end a text with no words at all. Never throws.
 */
export async function fittingBuiltInCoachText<T extends { exclude?: string[] }>(
  ask: (input: T) => Promise<string>,
  input: T,
  check: CoachCheck,
  neutral: readonly string[] = NEUTRAL_REPLIES,
): Promise<string> {
  const excluded = [...(input.exclude ?? [])];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    let text: string;
    try {
      text = (await ask({ ...input, exclude: excluded })).trim();
    } catch {
      break;
    }
    if (!coachTextRefusal(text, check)) return text;
    if (excluded.includes(text)) break;
    excluded.push(text);
  }
  return neutral.find((text) => !coachTextRefusal(text, check)) ?? WORDLESS_ANSWER;
}
