import { formKeys, wordsOf } from './word-forms';

/**
 * A run of words to find in a text, in order, each in any of its forms ("hair pulling" finds
 * "Hair-pulling" and "hair pulled"). `gap` is how many other words may stand between two of its
 * words.
 */
export interface FormPhrase {
  words: readonly string[];
  gap: number;
}

export const phrase = (text: string, gap = 0): FormPhrase => ({ words: wordsOf(text), gap });

export interface FormMatcher {
  /** Whether the text, read as words, holds one of the phrases. */
  matches(words: readonly string[]): boolean;
}

interface Compiled {
  rest: (readonly string[])[];
  gap: number;
}

// The same words (a text's, kept by the guard) are read by every couple's matcher.
const wordKeys = new WeakMap<readonly string[], (readonly string[])[]>();

/** The form keys of each of the words, worked out once per array of words. */
function keysOf(words: readonly string[]): (readonly string[])[] {
  let keys = wordKeys.get(words);
  if (!keys) {
    keys = words.map(formKeys);
    wordKeys.set(words, keys);
  }
  return keys;
}

/** A phrase as a matcher files it: the keys of its first word, and the rest. */
interface Filed {
  firstKeys: readonly string[];
  compiled: Compiled;
}

// Phrases are kept by the lists they come from (activity-terms.ts, custom-boundary.ts) and come
// back for couple after couple, so each is read into keys once.
const filedPhrases = new WeakMap<FormPhrase, Filed>();

function filedOf(phrase: FormPhrase): Filed {
  let filed = filedPhrases.get(phrase);
  if (!filed) {
    filed = {
      firstKeys: formKeys(phrase.words[0]!),
      compiled: { rest: phrase.words.slice(1).map(formKeys), gap: phrase.gap },
    };
    filedPhrases.set(phrase, filed);
  }
  return filed;
}

/**
 * The phrases compiled once for a couple: indexed by the keys of their first word, so a text
 * is read in one pass, each of its words looked up rather than every phrase tried.
 */
export function formMatcher(phrases: readonly FormPhrase[]): FormMatcher {
  const byFirstKey = new Map<string, Compiled[]>();
  for (const phrase of phrases) {
    if (phrase.words.length === 0) continue;
    const { firstKeys, compiled } = filedOf(phrase);
    for (const key of firstKeys) {
      const list = byFirstKey.get(key) ?? [];
      list.push(compiled);
      byFirstKey.set(key, list);
    }
  }
  const follows = (keys: readonly (readonly string[])[], at: number, compiled: Compiled) => {
    let position = at;
    for (const wanted of compiled.rest) {
      let found = -1;
      for (
        let next = position + 1;
        next <= position + 1 + compiled.gap && next < keys.length;
        next++
      )
        if (keys[next]!.some((key) => wanted.includes(key))) {
          found = next;
          break;
        }
      if (found < 0) return false;
      position = found;
    }
    return true;
  };
  return {
    matches(words) {
      if (byFirstKey.size === 0) return false;
      const keys = keysOf(words);
      return keys.some((wordKeys, at) =>
        wordKeys.some((key) =>
          (byFirstKey.get(key) ?? []).some((compiled) => follows(keys, at, compiled)),
        ),
      );
    },
  };
}
