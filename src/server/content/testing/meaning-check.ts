import { termsOfActivityNamed } from '../activity-terms';
import { ALWAYS_EXCLUDED } from '../always-excluded';
import { AVOID_CATEGORY_TERMS } from '../avoid-category-terms';
import { HARD_BOUNDARY_TERMS } from '../boundary-terms';
import { ACTIVITY_CATEGORIES } from '../../db/seed/catalogue';
import type { Boundaries } from '../engine';
import { itemSettings } from '../item-settings';
import { contains, tokens, tokensOfTerm, wordSetOf } from './word-tokens';
import { variants } from './word-variants';

/**
 * The safety tests' reading of what an item means, written apart from the guard: a custom
 * entry as the words left once the ways of saying no are taken away, each in any form
 * (`variants`, not the guard's stems); a refused frank activity's terms (`activity-terms.ts`),
 * word for word; an activity the text names read with its description and tags; the settings a
 * built-in item is tagged with; and what is excluded for everyone.
 */

/** Words a custom entry is written with that do not say what it rules out. */
const FILLER = new Set(
  `no not nothing none never nope without don dont t doesn won wont can cannot cant please
  pls thanks thank sorry avoid avoiding stop hate hates dislike like likes want wants need
  prefer rather allowed ok okay i me my mine we us our you your yours they them their he him
  his she her it its this that these those a an the of in on at to into onto for from with
  by about around near any anything something some stuff things thing being be is are was
  were been am do does did done doing have has had get getting got really very too so just
  only ever all everything keep kept or and but if when where what which who involving
  involve involves including include please again more much less other others each either
  neither nor ask asked asking wanting let lets up down out off while make
  making go
  going goes went gone may might must shall try trying`.split(/\s+/),
);

/** The words of a custom entry that carry its meaning. */
export const customWords = (entry: string) =>
  tokens(entry).filter((word) => word.length > 1 && !FILLER.has(word));

const ACTIVITIES = ACTIVITY_CATEGORIES.flatMap((category) => category.activities);

/** Each avoid category and the tag its items carry (the survey's own tag words where it has one). */
const CATEGORY_TAG: Readonly<Record<string, string>> = {
  'Public places': 'public',
  Pain: 'pain',
  Restraints: 'restraint',
  'Role play': 'roleplay',
  Toys: 'toys',
  'Photos and video': 'photos',
  Alcohol: 'alcohol',
  'Food play': 'food',
  Outdoors: 'outdoors',
  'Other people': 'other-people',
  'Dirty talk': 'dirty-talk',
  Blindfolds: 'blindfold',
};

const CUSTOM = 'custom: ';

/**
 * `contains`, for a term ending in a wildcard skipped when the words joined up do not hold the
 * term's letters (less its last two, which a singular may drop). `contains` itself looks up
 * the words any other term's match must start with.
 */
function holds(words: readonly string[], joined: string, term: string, wildcard: boolean) {
  if (wildcard && term.endsWith('*') && !joined.includes(letterRunOf(term))) return false;
  return contains(words, term, wildcard);
}

const letterRuns = new Map<string, string>();

/** The letters every match of a term holds in a row, worked out once per term. */
function letterRunOf(term: string): string {
  let run = letterRuns.get(term);
  if (run === undefined) {
    const target = tokensOfTerm(term.replace(/\*$/, '')).join('');
    run = target.slice(0, Math.max(3, target.length - 2));
    letterRuns.set(term, run);
  }
  return run;
}

/**
 * Whether the words hold the term's words exactly, side by side: narrower than the guard's
 * reading (any form, a few words apart), so whatever this finds the guard must have refused.
 */
function saysExactly(words: readonly string[], term: string) {
  const parts = tokensOfTerm(term);
  // A text without the term's first word cannot hold it: most texts are told at once.
  if (parts.length === 0 || !wordSetOf(words).has(parts[0]!)) return false;
  return words.some((_, i) => parts.every((part, k) => words[i + k] === part));
}

/** A reason the text touches a boundary by what it means, or null. */
export function touchedMeaning(
  text: string,
  boundaries: Boundaries,
  templateId?: string | null,
): string | null {
  const words = tokens(text);
  const joined = words.join('');
  for (const term of ALWAYS_EXCLUDED)
    if (holds(words, joined, term, true)) return `always excluded: ${term}`;

  // A refused frank activity said in other words ("use your mouth" for oral sex).
  for (const name of boundaries.refusedActivities)
    for (const term of termsOfActivityNamed(name))
      if (saysExactly(words, term)) return `means ${name}: ${term}`;

  const named = ACTIVITIES.filter((a) => holds(words, joined, a.name, false));
  const read = [...words, ...named.flatMap((a) => tokensOfTerm(a.description))];
  const wordSet = new Set(read);
  for (const boundary of boundaries.hardBoundaries ?? []) {
    if (!boundary.startsWith(CUSTOM)) continue;
    for (const word of customWords(boundary.slice(CUSTOM.length)))
      // A small word is no form of a word that matters ("them" is not "themed" less -ed).
      for (const form of variants(word))
        if (!FILLER.has(form) && wordSet.has(form)) return `${boundary}: ${form}`;
  }

  const described = named.map((a) => tokensOfTerm(a.description));
  for (const description of described) {
    for (const boundary of boundaries.hardBoundaries ?? []) {
      const terms = HARD_BOUNDARY_TERMS[boundary as keyof typeof HARD_BOUNDARY_TERMS] ?? [];
      for (const term of terms)
        if (contains(description, term, true)) return `described ${boundary}: ${term}`;
    }
    for (const category of boundaries.avoidCategories ?? []) {
      const terms = AVOID_CATEGORY_TERMS[category as keyof typeof AVOID_CATEGORY_TERMS] ?? [];
      for (const term of terms)
        if (contains(description, term, true)) return `described avoid ${category}: ${term}`;
    }
  }

  const tags = new Set<string>([...itemSettings(templateId), ...named.flatMap((a) => a.tags)]);
  for (const category of boundaries.avoidCategories ?? [])
    if (tags.has(CATEGORY_TAG[category] ?? '')) return `tagged ${CATEGORY_TAG[category]}`;
  if ((boundaries.hardBoundaries ?? []).includes('pain') && tags.has('pain')) return 'tagged pain';
  return null;
}
