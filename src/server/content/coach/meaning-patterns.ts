import { sentenceStems, stems } from './message-stems';

/**
 * Patterns over meaning groups: a pattern is a row of groups ("someone close" + "a pressure
 * verb" + "me"), each group a list of phrases meaning much the same. A pattern is found when
 * its groups occur in order in one sentence, each within a few words of the one before, and
 * no "not" or "never" sits in those few words or just before the first group ("he never
 * pushes me" is not "he pushes me"; a pattern that means a negation names it in a group:
 * "didn't stop").
 */

/** Phrases in plain words; matched on their stems, so any form of each word counts. */
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
const NEGATIONS = new Set(stems('not never'));

type Compiled = readonly (readonly string[])[];

const compiled = new WeakMap<Group, Compiled>();

function compile(group: Group): Compiled {
  let phrases = compiled.get(group);
  if (!phrases) {
    phrases = group.map(stems).filter((words) => words.length > 0);
    compiled.set(group, phrases);
  }
  return phrases;
}

const startsAt = (words: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.every((word, i) => words[at + i] === word);

/** Where each phrase of a group ends when it starts at `at`. */
function endsAt(words: readonly string[], at: number, group: Compiled): number[] {
  return group.filter((phrase) => startsAt(words, at, phrase)).map((phrase) => at + phrase.length);
}

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
    for (const end of endsAt(words, at, groups[index]!))
      if (matchesFrom(words, groups, index + 1, end, gap)) return true;
  }
  return false;
}

/** Whether a group's phrase occurs anywhere in the words. */
export function containsAny(words: readonly string[], group: Group): boolean {
  const phrases = compile(group);
  return words.some((_, at) => phrases.some((phrase) => startsAt(words, at, phrase)));
}

/** Whether the pattern is found in the message. */
export function patternFound(
  pattern: Pattern,
  message: { sentences: readonly string[][]; words: readonly string[] },
): boolean {
  if (pattern.alsoNeeds && !containsAny(message.words, pattern.alsoNeeds)) return false;
  const groups = pattern.groups.map(compile);
  return message.sentences.some(
    (sentence) =>
      !(pattern.unless && containsAny(sentence, pattern.unless)) &&
      matchesFrom(sentence, groups, 0, 0, pattern.gap ?? DEFAULT_GAP),
  );
}

/** A message read once for every pattern. */
export const readMessage = (text: string) => {
  const sentences = sentenceStems(text);
  return { sentences, words: sentences.flat() };
};
