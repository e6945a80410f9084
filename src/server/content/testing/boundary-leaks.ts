import type { AvoidCategory } from '@shared/domain/intent';
import { AVOID_CATEGORY_TERMS } from '../avoid-category-terms';
import { HARD_BOUNDARY_TERMS } from '../boundary-terms';
import type { Boundaries } from '../engine';
import type { Random } from './boundary-check';

/**
 * Words a misbehaving engine slips into its answers in the safety tests: each touches one of the
 * couple's boundaries, so the guard must catch it.
 */

const CUSTOM = 'custom: ';

/** A word touching a hard boundary: a custom one's own word, or one of a listed one's terms. */
export function hardBoundaryWord(random: Random, boundary: string): string {
  return boundary.startsWith(CUSTOM)
    ? boundary.slice(CUSTOM.length)
    : random
        .pick(HARD_BOUNDARY_TERMS[boundary as keyof typeof HARD_BOUNDARY_TERMS])
        .replace('*', 'ing');
}

/** A word of an avoid category, its wildcard filled in. */
export function avoidCategoryWord(random: Random, category: string): string {
  return random.pick(AVOID_CATEGORY_TERMS[category as AvoidCategory]).replace('*', 's');
}

/** A word that touches one of the couple's boundaries, written to slip past a careless check. */
export function leakedWord(random: Random, b: Boundaries): string | null {
  const disguise = (word: string) =>
    random.pick([
      word,
      word.toUpperCase(),
      `${word.slice(0, 1)}\u200B${word.slice(1)}`,
      word.replace(/ /g, '-'),
    ]);
  switch (random.int(3)) {
    case 0:
      return b.refusedActivities.length ? disguise(random.pick(b.refusedActivities)) : null;
    case 1:
      if (!b.hardBoundaries?.length) return null;
      return disguise(hardBoundaryWord(random, random.pick(b.hardBoundaries)));
    default:
      if (!b.avoidCategories?.length) return null;
      return disguise(avoidCategoryWord(random, random.pick(b.avoidCategories)));
  }
}
