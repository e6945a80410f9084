import { stemmer } from 'stemmer';
import lemmatize from 'wink-lemmatizer';
import { boundedMemo } from './bounded-memo';

// Invisible characters a model (or a copy-paste) may put inside a word.
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/** A text as lowercase words: Unicode-normalised, invisible characters gone, split on the rest. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * What identifies a word whatever its form: the stems of its verb and noun lemmas. Two words
 * are forms of each other when they share one ("spanked" and "spanking": spank; "bitten" and
 * "bite": bite; "feet" and "foot": foot). The lemmatizer knows the irregular forms, the stemmer
 * folds the regular endings the lemmatizer's dictionary leaves.
 */
export const formKeys = boundedMemo((word: string): readonly string[] => {
  if (!/^\p{L}+$/u.test(word)) return [word];
  const verb = stemmer(lemmatize.verb(word));
  const noun = stemmer(lemmatize.noun(word));
  return verb === noun ? [verb] : [verb, noun];
}, 50_000);

/** Whether two words are forms of one another. */
export const sameWord = (a: string, b: string) => {
  const keys = formKeys(b);
  return formKeys(a).some((key) => keys.includes(key));
};
