import type { AvoidCategory } from '@shared/domain/intent';
import {
  CUSTOM_BOUNDARY_PREFIX,
  HARD_BOUNDARY_OPTIONS,
  levelRank,
  type HardBoundaryOption,
  type JourneyLevel,
} from '@shared/domain/journey';
import { boundedMemo } from './bounded-memo';
import { refusedActivityPhrases } from './activity-terms';
import { AVOID_CATEGORY_TERMS } from './avoid-category-terms';
import { meaningCheck } from './boundary-meaning';
import { HARD_BOUNDARY_TERMS } from './boundary-terms';
import { readCustomBoundary } from './custom-boundary';
import type { Boundaries } from './engine';
import { formMatcher, phrase, type FormPhrase } from './form-phrases';
import type { TermListsMatcher, TermsMatcher } from './implied-settings';
import { listsMatcher, patternFor, patternsMatcher, type Pattern } from './term-patterns';
import { wordsOf } from './word-forms';

const isListed = (boundary: string): boundary is HardBoundaryOption =>
  (HARD_BOUNDARY_OPTIONS as readonly string[]).includes(boundary);

/**
 * The patterns a stored hard boundary stands for: a listed option's curated terms, or a custom
 * entry's own text, matched literally (a `*` a player types is not a wildcard), with the lists
 * of the listed boundaries and avoid categories its concepts bring (`boundary-concepts.ts`).
 * Its words in all their forms are read by `formPhrases`.
 */
function hardBoundaryPatterns(boundary: string): (Pattern | null)[] {
  if (boundary.startsWith(CUSTOM_BOUNDARY_PREFIX)) {
    const text = boundary.slice(CUSTOM_BOUNDARY_PREFIX.length);
    const { concepts } = readCustomBoundary(text);
    return [
      patternFor(text),
      ...concepts.flatMap((concept) => [
        ...(concept.hardBoundary ? hardBoundaryPatterns(concept.hardBoundary) : []),
        ...(concept.avoidCategory ? avoidCategoryPatterns(concept.avoidCategory) : []),
      ]),
    ];
  }
  if (isListed(boundary))
    return HARD_BOUNDARY_TERMS[boundary].map((term) => patternFor(term, true));
  return [patternFor(boundary.replace(/_/g, ' '))];
}

const isAvoidCategory = (category: string): category is AvoidCategory =>
  Object.hasOwn(AVOID_CATEGORY_TERMS, category);

/**
 * The patterns an intent avoid category stands for: its curated terms, or, for a label the
 * lists do not know (one staff may add later), the label itself as a whole phrase.
 */
function avoidCategoryPatterns(category: string): (Pattern | null)[] {
  if (isAvoidCategory(category))
    return AVOID_CATEGORY_TERMS[category].map((term) => patternFor(term, true));
  return [patternFor(category)];
}

/**
 * What the guard reads for its meaning, each word in any of its forms: a refused activity's
 * name and the terms of what it means (`activity-terms.ts`), a custom entry's own words and its
 * concepts' terms, and an avoid category the lists do not know. The curated lists already spell
 * out the forms they mean, so they stay patterns.
 */
function formPhrases(boundaries: Boundaries): FormPhrase[] {
  const custom = [...new Set(boundaries.hardBoundaries ?? [])]
    .filter((boundary) => boundary.startsWith(CUSTOM_BOUNDARY_PREFIX))
    .flatMap(
      (boundary) => readCustomBoundary(boundary.slice(CUSTOM_BOUNDARY_PREFIX.length)).phrases,
    );
  const unknownCategories = [...new Set(boundaries.avoidCategories ?? [])]
    .filter((category) => !isAvoidCategory(category))
    .map((category) => phrase(category));
  return [
    ...boundaries.refusedActivities.flatMap(refusedActivityPhrases),
    ...custom,
    ...unknownCategories,
  ];
}

// A couple's guard is built for every request, from the same boundaries each time, and a listed
// boundary's terms run to dozens: each boundary's patterns are worked out once.
const patternsOfHardBoundary = boundedMemo(hardBoundaryPatterns, 10_000);
const patternsOfAvoidCategory = boundedMemo(avoidCategoryPatterns, 1_000);

/** Curated terms' patterns, a trailing `*` matching any word that begins with the rest. */
const curatedPatterns = (terms: readonly string[]) =>
  terms
    .map((term) => patternFor(term, true))
    .filter((pattern): pattern is Pattern => pattern !== null);

/** Whether a text holds one of the curated terms, matched as the guard matches its lists. */
export const termsMatcher: TermsMatcher = (terms) => patternsMatcher(curatedPatterns(terms));

/** For each list of curated terms, whether a text holds one, matched as `termsMatcher` does. */
export const termListsMatcher: TermListsMatcher = (lists) =>
  listsMatcher(lists.map(curatedPatterns));

// A text is read by every list of a couple's guard, and an activity's description by every
// item that names it, couple after couple.
const knownWordsOf = boundedMemo(wordsOf, 2_000);

export interface BoundaryGuard {
  /**
   * Whether the text names a refused activity, touches a hard boundary or touches an avoid
   * category, in its words or in what it means (boundary-meaning.ts), or touches what is
   * always excluded.
   */
  touches(text: string): boolean;
  /** The same for a built-in item, with the settings its tags say it implies. */
  touchesItem(text: string, tags: readonly string[]): boolean;
  /** The text without the lines that touch a boundary. */
  dropTouchingLines(text: string): { text: string; dropped: number };
  /** Whether content at this level stays within the couple's highest level. */
  allowsLevel(level: JourneyLevel): boolean;
}

/** Checks generated text against the couple's boundaries, whatever engine wrote it. */
export function boundaryGuard(boundaries: Boundaries): BoundaryGuard {
  const patterns = [
    ...boundaries.refusedActivities.map((name) => patternFor(name)),
    ...[...new Set(boundaries.hardBoundaries ?? [])].flatMap(patternsOfHardBoundary),
    ...[...new Set(boundaries.avoidCategories ?? [])].flatMap(patternsOfAvoidCategory),
  ].filter((pattern): pattern is Pattern => pattern !== null);
  const matchesPatterns = patternsMatcher(patterns);
  const forms = formMatcher(formPhrases(boundaries));
  const touchesWords = (text: string) => matchesPatterns(text) || forms.matches(knownWordsOf(text));
  const meaning = meaningCheck(boundaries, touchesWords, termsMatcher, termListsMatcher);
  const touches = (text: string) => touchesWords(text) || meaning.touches(text);
  const maxRank = boundaries.maxLevel ? levelRank(boundaries.maxLevel) : Infinity;
  return {
    touches,
    touchesItem: (text, tags) => touchesWords(text) || meaning.touchesItem(text, tags),
    dropTouchingLines(text) {
      const lines = text.split('\n');
      const kept = lines.filter((line) => !touches(line));
      return { text: kept.join('\n'), dropped: lines.length - kept.length };
    },
    allowsLevel: (level) => levelRank(level) >= 0 && levelRank(level) <= maxRank,
  };
}
