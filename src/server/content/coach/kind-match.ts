import type { CoachKind } from './kinds/coach-kind';
import { COACH_KINDS } from './kinds';
import { normalizeText } from './phrase-match';

const WORD = '[\\p{L}\\p{N}]';
const GAP = '[^\\p{L}\\p{N}]+';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A kind's phrase as a regular expression: its words whole and in order with any separator or
 * none between them ("don t" matches "don't" and "dont"), `word*` letting the word go on and a
 * lone `*` allowing up to four words in between.
 */
function patternRegExp(pattern: string): RegExp {
  const parts = pattern
    .trim()
    .split(/\s+/)
    .map((part) => {
      if (part === '*') return `(?:${GAP}${WORD}+){0,4}`;
      const prefix = part.endsWith('*');
      const words = (prefix ? part.slice(0, -1) : part)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .map(escapeRegExp);
      return words.join(`[^\\p{L}\\p{N}]*`) + (prefix ? `${WORD}*` : '');
    });
  const source = parts.reduce(
    (joined, part, i) =>
      i === 0 ? part : part.startsWith('(?:') ? joined + part : `${joined}[^\\p{L}\\p{N}]*${part}`,
    '',
  );
  return new RegExp(`(?<!${WORD})${source}(?!${WORD})`, 'iu');
}

const compiled = new Map<string, RegExp>();
const regExpOf = (pattern: string) => {
  let regExp = compiled.get(pattern);
  if (!regExp) compiled.set(pattern, (regExp = patternRegExp(pattern)));
  return regExp;
};

/** Whether the phrase occurs in the text, as kind-match reads phrases. */
export const matchesPattern = (text: string, pattern: string) =>
  regExpOf(pattern).test(normalizeText(text));

/**
 * How strongly a message points to a kind: one for each of its phrases found, and a little more
 * for longer phrases, so "first toy" outweighs "toy".
 */
export function kindScore(message: string, kind: CoachKind): number {
  const text = normalizeText(message);
  let score = 0;
  for (const pattern of kind.patterns)
    if (regExpOf(pattern).test(text)) score += 1 + 0.25 * (pattern.split(/\s+/).length - 1);
  return score;
}

/** The best-scoring of the kinds, a grid topic's breaking a tie, else the earlier; or null. */
function bestOf(kinds: readonly CoachKind[], message: string, topicKey: string | null) {
  let best: CoachKind | null = null;
  let bestScore = 0;
  for (const kind of kinds) {
    const score = kindScore(message, kind);
    const better =
      score > bestScore ||
      (score > 0 &&
        score === bestScore &&
        topicKey !== null &&
        kind.topics.includes(topicKey) &&
        !best?.topics.includes(topicKey));
    if (better) [best, bestScore] = [kind, score];
  }
  return best;
}

const NARROW = COACH_KINDS.filter((kind) => !kind.broad);
const BROAD = COACH_KINDS.filter((kind) => kind.broad);

/**
 * The kind a message asks about, or null when none fits: a narrow kind before a broad one. A
 * grid topic only breaks a tie: among kinds scoring equally, one that belongs to the topic wins.
 */
export const kindOf = (message: string, topicKey: string | null = null): CoachKind | null =>
  bestOf(NARROW, message, topicKey) ?? bestOf(BROAD, message, topicKey);
