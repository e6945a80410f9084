import nlp from 'compromise';
import lemmatize from 'wink-lemmatizer';
import { BOUNDARY_PREVIEW_MAX } from '@shared/api/journey';
import { AVOID_CATEGORY_TERMS } from './avoid-category-terms';
import { HARD_BOUNDARY_TERMS } from './boundary-terms';
import { readCustomBoundary } from './custom-boundary';
import { sameWord, wordsOf } from './word-forms';

/**
 * The spellings of a word a person would write: its base form, the word as typed, and the
 * base's verb forms and plural. Only those the guard matches as the same word are kept, so a
 * form is shown only when it is kept out.
 */
function spellings(word: string): string[] {
  const verb = lemmatize.verb(word);
  const base = verb !== word ? verb : lemmatize.noun(word);
  const asVerb = nlp(base);
  asVerb.tag('Verb');
  const conjugated = Object.values(asVerb.verbs().conjugate()[0] ?? {}).filter(
    (form): form is string => typeof form === 'string' && lemmatize.verb(form) === base,
  );
  // A plural only for a word read as a noun on its own: "toys", not "anals".
  const plurals = nlp(base).has('#Noun') ? [nlp(base).nouns().toPlural().text()] : [];
  return [base, word, ...conjugated, ...plurals].filter(
    (form) => /^\p{L}+$/u.test(form) && sameWord(form, word),
  );
}

// A curated term as it reads: "spank*" is shown as "spank".
const readable = (term: string) => wordsOf(term.replace(/\*$/, '')).join(' ');

/**
 * What a custom boundary keeps out, as the guard reads it: each of its words in its forms, then
 * the terms of the practices it names, once each, at most BOUNDARY_PREVIEW_MAX.
 */
export function keepsOut(text: string): string[] {
  const { words, concepts } = readCustomBoundary(text);
  const listed = concepts.flatMap((concept) => [
    ...concept.terms,
    ...(concept.hardBoundary ? HARD_BOUNDARY_TERMS[concept.hardBoundary] : []),
    ...(concept.avoidCategory ? AVOID_CATEGORY_TERMS[concept.avoidCategory] : []),
  ]);
  // An entry of small words only ("nothing") is still matched as written.
  const own = words.length > 0 ? words.flatMap(spellings) : [text.trim()];
  const all = [...own, ...listed.map(readable)].filter(Boolean);
  return [...new Set(all)].slice(0, BOUNDARY_PREVIEW_MAX);
}
