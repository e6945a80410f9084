import { describe, expect, it } from 'vitest';
import { COACH_DISCLAIMER, CONSENT_ANSWER, SAFETY_ANSWER } from '@shared/domain/coach';
import { createBuiltInEngine } from './built-in-engine';
import type { GuardedContent } from './create-engine';
import type { Boundaries, CoachChatInput, CoachSessionInput, ContentEngine } from './engine';
import { contains, prng, tokens, touchedBoundary, type Random } from './testing/boundary-check';
import { leakedWord } from './testing/boundary-leaks';
import { randomCoachRequest, type CoachRequest } from './testing/coach-requests';
import { fakeEngine } from './testing/fake-engine';
import { runGuarded } from './testing/guarded-run';

const MAX_LENGTH = 2000;

/** What is wrong with a guarded coach answer for this request, or null. */
function violation(
  answer: { text: string; engine: string; safety: boolean },
  request: CoachRequest,
): string | null {
  const fixed = answer.text === SAFETY_ANSWER || answer.text === CONSENT_ANSWER;
  const isSafetyAnswer = fixed && answer.safety && answer.engine === 'safety';
  if (request.safety === true)
    return isSafetyAnswer ? null : 'a safety message not answered with a fixed answer';
  if (request.safety === 'either' && isSafetyAnswer) return null;
  if (answer.safety || fixed) return 'a fixed answer without cause';
  if (answer.text.length > MAX_LENGTH) return 'text length';
  let text = answer.text;
  if (request.kind === 'chat') {
    const first = !request.chat.messages.some((m) => m.role === 'assistant');
    if (first !== text.startsWith(`${COACH_DISCLAIMER}\n\n`)) return 'disclaimer misplaced';
    // The disclaimer is the product's own sentence, not generated text.
    if (first) text = text.slice(COACH_DISCLAIMER.length + 2);
    const words = tokens(text);
    const above = request.aboveLevel.find((name) => contains(words, name, false));
    if (above) return `names ${above}, above the level`;
  }
  const touched = touchedBoundary(text, request.boundaries);
  if (touched) return touched;
  if (text.trim() === '') return 'empty text';
  if (/[{}]/.test(text)) return 'unfilled slot';
  return null;
}

/**
 * A configured engine that tries to leak what the couple refused, echo the player, name a
 * welcomed activity above the level, answer nothing or too much, or fail; now and then it
 * answers well.
 */
function hostileEngine(seed: number, current: () => CoachRequest): ContentEngine {
  const random: Random = prng(seed);
  const builtIn = createBuiltInEngine();
  const spoil = (text: string, echo: string) => {
    const request = current();
    switch (random.int(9)) {
      case 0:
      case 1:
      case 2: {
        const word = leakedWord(random, request.boundaries);
        return word ? `${text} You could also try ${word}.` : text;
      }
      case 3:
        return `You asked: ${echo}. ${text}`;
      case 4:
        return request.aboveLevel.length
          ? `${text} Why not ${random.pick(request.aboveLevel)}?`
          : text;
      case 5:
        return random.pick(['', '   ', 'x'.repeat(MAX_LENGTH + 1)]);
      case 6:
        throw new Error('unavailable');
      default:
        return text;
    }
  };
  const lastAnswer = (input: CoachSessionInput) => input.previous.at(-1)?.answer ?? '';
  return fakeEngine({
    name: 'hostile',
    async coachReply(input: CoachChatInput) {
      return spoil(await builtIn.coachReply(input), input.messages.at(-1)?.content ?? '');
    },
    async coachQuestion(input) {
      return spoil(await builtIn.coachQuestion(input), lastAnswer(input));
    },
    async coachSessionSummary(input) {
      return spoil(await builtIn.coachSessionSummary(input), lastAnswer(input));
    },
  });
}

const ask = (content: GuardedContent, request: CoachRequest, boundaries: Boundaries) =>
  request.kind === 'chat'
    ? content.coachReply(request.chat, boundaries)
    : request.kind === 'question'
      ? content.coachQuestion(request.session, boundaries)
      : content.coachSessionSummary(request.session, boundaries);

describe('the coach never crosses a boundary', () => {
  it('holds for 10,000 guarded coach answers over random couples', async () => {
    const random = prng(20251214);
    const kinds = new Map<string, number>();
    let neutral = 0;
    const { engines, failures, nothingFits, seconds, cpuSeconds } = await runGuarded({
      answers: 10_000,
      request: (i) => randomCoachRequest(random, i),
      configured: (current) => hostileEngine(14, current),
      ask: (content, request) => ask(content, request, request.boundaries),
      violation,
      onAnswer: (answer, request) => {
        kinds.set(request.kind, (kinds.get(request.kind) ?? 0) + 1);
        if (answer.text.length < 60 && !answer.safety) neutral++;
      },
      show: (answer, request) =>
        `(${request.kind}) ${answer.text} for ${JSON.stringify(request.kind === 'chat' ? request.chat.messages : request.session.previous)}`,
    });
    console.info(
      `coach safety: 10000 answers (${JSON.stringify(Object.fromEntries(kinds))}), by ${JSON.stringify(Object.fromEntries(engines))}, ${neutral} short, ${failures.length} violations, ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU)`,
    );
    // Every request gets an answer: the coach always has one.
    expect(nothingFits).toEqual([]);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(engines.get('safety')).toBeGreaterThan(500);
    expect(engines.get('hostile')).toBeGreaterThan(1000);
    expect(engines.get('built-in')).toBeGreaterThan(5000);
    for (const kind of ['chat', 'question', 'summary'])
      expect(kinds.get(kind)).toBeGreaterThan(2000);
  }, 600_000);
});
