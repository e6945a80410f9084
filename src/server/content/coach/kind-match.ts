import type { CoachKind } from './kinds/coach-kind';
import { boundedMemo } from '../bounded-memo';
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

interface WeightedPattern {
  regExp: RegExp;
  weight: number;
}

/**
 * A kind's phrases, compiled once: each with its weight (one, and a little more for longer
 * phrases, so "first toy" outweighs "toy"), and one expression for them all, so a kind none of
 * whose phrases occurs (most kinds, for most messages) costs one test.
 */
interface CompiledKind {
  any: RegExp;
  patterns: readonly WeightedPattern[];
}

const compiledKinds = new Map<CoachKind, CompiledKind>();
function compiledKind(kind: CoachKind): CompiledKind {
  let known = compiledKinds.get(kind);
  if (!known) {
    const patterns = kind.patterns.map((pattern) => ({
      regExp: regExpOf(pattern),
      weight: 1 + 0.25 * (pattern.trim().split(/\s+/).length - 1),
    }));
    const any = new RegExp(patterns.map(({ regExp }) => `(?:${regExp.source})`).join('|'), 'iu');
    compiledKinds.set(kind, (known = { any, patterns }));
  }
  return known;
}

/** How strongly a normalized message points to a kind: the weights of its phrases found. */
function kindScore(text: string, kind: CoachKind): number {
  const { any, patterns } = compiledKind(kind);
  if (!any.test(text)) return 0;
  let score = 0;
  for (const { regExp, weight } of patterns) if (regExp.test(text)) score += weight;
  return score;
}

/** The best-scoring of the kinds, a grid topic's breaking a tie, else the earlier; or null. */
function bestOf(kinds: readonly CoachKind[], text: string, topicKey: string | null) {
  let best: CoachKind | null = null;
  let bestScore = 0;
  for (const kind of kinds) {
    const score = kindScore(text, kind);
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
export function kindOf(message: string, topicKey: string | null = null): CoachKind | null {
  return kindRead(JSON.stringify([topicKey, message]));
}

// A conversation's messages are read again for every answer the guard refuses and on every
// turn after them, each against every kind's phrases: each is read once with its grid topic.
const kindRead = boundedMemo((key: string): CoachKind | null => {
  const [topicKey, message] = JSON.parse(key) as [string | null, string];
  const text = normalizeText(message);
  return bestOf(NARROW, text, topicKey) ?? bestOf(BROAD, text, topicKey);
}, 10_000);
