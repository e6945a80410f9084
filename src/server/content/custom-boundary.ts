import { boundedMemo } from './bounded-memo';
import { BOUNDARY_CONCEPTS, type BoundaryConcept } from './boundary-concepts';
import { BOUNDARY_STOP_WORDS } from './boundary-stop-words';
import { phrase, type FormPhrase } from './form-phrases';
import { sameWord, wordsOf } from './word-forms';

/** How a custom boundary is read: for its meaning, not letter for letter. */
export interface CustomBoundaryReading {
  /** The words that carry its meaning, in the order written, once each. */
  words: string[];
  /** The familiar practices it names. */
  concepts: BoundaryConcept[];
  /** What it blocks in any form: each of its words on its own, and its concepts' terms. */
  phrases: FormPhrase[];
}

// How many other words may stand inside a concept's term ("pull on their hair").
const CONCEPT_TERM_GAP = 2;

/** Whether the words hold the name's words in order, each in any form, side by side. */
function names(words: readonly string[], name: string): boolean {
  const wanted = wordsOf(name);
  return words.some((_, start) =>
    wanted.every((word, k) => start + k < words.length && sameWord(words[start + k]!, word)),
  );
}

/**
 * A custom entry read for its meaning: refusals, politeness and small words dropped ("no
 * spanking please": spanking), each remaining word blocking on its own in any form, and every
 * concept it names bringing its terms.
 */
export const readCustomBoundary = boundedMemo(
  (text: string): CustomBoundaryReading => read(text),
  // A couple's guard is built for every request, from the same few entries each time.
  10_000,
);

function read(text: string): CustomBoundaryReading {
  const all = wordsOf(text);
  const words = [
    ...new Set(all.filter((word) => word.length > 1 && !BOUNDARY_STOP_WORDS.has(word))),
  ];
  const concepts = BOUNDARY_CONCEPTS.filter((concept) =>
    concept.names.some((name) => names(all, name)),
  );
  return {
    words,
    concepts,
    phrases: [
      ...words.map((word) => phrase(word)),
      ...concepts.flatMap((concept) => concept.terms.map((term) => phrase(term, CONCEPT_TERM_GAP))),
    ],
  };
}
