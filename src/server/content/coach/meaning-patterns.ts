import { sentenceStems, stems } from './message-stems';

/**
 * Patterns over meaning groups: a pattern is a row of groups ("someone close" + "a pressure
 * verb" + "me"), each group a list of phrases meaning much the same. A pattern is found when
 * its groups occur in order in one sentence, each within a few words of the one before, and
 * no "not" or "never" sits in those few words or just before the first group ("he never
 * pushes me" is not "he pushes me"; a pattern that means a negation names it in a group:
 * "didn't stop").
 */

/**
 * Phrases in plain words; matched on their stems, so any form of each word counts. A phrase
 * ending in "." matches only at the end of a sentence.
 */
export type Group = readonly string[];

export interface Pattern {
  /** The groups, in the order they occur. */
  groups: readonly Group[];
  /** How many words may stand between two groups (default 4). */
  gap?: number;
  /** Needed somewhere in the message too, not just this sentence ("...after I said no"). */
  alsoNeeds?: Group;
  /** Phrases that make the sentence mean something else ("hopeless romantic"). */
  unless?: Group;
}

const DEFAULT_GAP = 4;
/** Where a sentence ends: a phrase ending in "." matches only there ("when I don't."). */
const END = '.';
const NEGATIONS = new Set(stems('not never'));

/** A group's phrases as stems, by their first stem, so a word is looked up, not compared. */
type Compiled = ReadonlyMap<string, readonly (readonly string[])[]>;

const compiled = new WeakMap<Group, Compiled>();

function compile(group: Group): Compiled {
  let byFirst = compiled.get(group);
  if (!byFirst) {
    const map = new Map<string, string[][]>();
    for (const phrase of group) {
      const words = phrase.endsWith('.') ? [...stems(phrase), END] : stems(phrase);
      if (words.length > 0) map.set(words[0]!, [...(map.get(words[0]!) ?? []), words]);
    }
    compiled.set(group, (byFirst = map));
  }
  return byFirst;
}

const startsAt = (words: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.every((word, i) => words[at + i] === word);

/** Whether the groups from `index` on occur in order from `from`, within the gap each. */
function matchesFrom(
  words: readonly string[],
  groups: readonly Compiled[],
  index: number,
  from: number,
  gap: number,
): boolean {
  if (index === groups.length) return true;
  const last = index === 0 ? words.length - 1 : Math.min(words.length - 1, from + gap);
  for (let at = from; at <= last; at++) {
    const before = words[at - 1];
    if (index > 0 && at > from && NEGATIONS.has(before!)) return false;
    // "he never guilt-trips me": a negation just before the first group turns it around too.
    if (index === 0 && before !== undefined && NEGATIONS.has(before)) continue;
    for (const phrase of groups[index]!.get(words[at]!) ?? [])
      if (
        startsAt(words, at, phrase) &&
        matchesFrom(words, groups, index + 1, at + phrase.length, gap)
      )
        return true;
  }
  return false;
}

/** Whether a group's phrase occurs anywhere in the words. */
function containsAny(words: readonly string[], group: Compiled): boolean {
  for (let at = 0; at < words.length; at++)
    for (const phrase of group.get(words[at]!) ?? []) if (startsAt(words, at, phrase)) return true;
  return false;
}

interface CompiledPattern {
  groups: readonly Compiled[];
  gap: number;
  alsoNeeds: Compiled | null;
  unless: Compiled | null;
}

const compiledPatterns = new WeakMap<Pattern, CompiledPattern>();

function compilePattern(pattern: Pattern): CompiledPattern {
  let found = compiledPatterns.get(pattern);
  if (!found) {
    found = {
      groups: pattern.groups.map(compile),
      gap: pattern.gap ?? DEFAULT_GAP,
      alsoNeeds: pattern.alsoNeeds ? compile(pattern.alsoNeeds) : null,
      unless: pattern.unless ? compile(pattern.unless) : null,
    };
    compiledPatterns.set(pattern, found);
  }
  return found;
}

/** Whether the pattern is found in the message. */
export function patternFound(
  pattern: Pattern,
  message: { sentences: readonly string[][]; words: readonly string[] },
): boolean {
  const { groups, gap, alsoNeeds, unless } = compilePattern(pattern);
  if (alsoNeeds && !containsAny(message.words, alsoNeeds)) return false;
  return message.sentences.some(
    (sentence) =>
      !(unless && containsAny(sentence, unless)) && matchesFrom(sentence, groups, 0, 0, gap),
  );
}

/** A message read once for every pattern. */
export const readMessage = (text: string) => {
  const sentences = sentenceStems(text).map((words) => [...words, END]);
  return { sentences, words: sentences.flat() };
};
