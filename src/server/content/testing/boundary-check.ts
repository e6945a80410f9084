import { AVOID_CATEGORY_TERMS } from '../avoid-category-terms';
import { HARD_BOUNDARY_TERMS } from '../boundary-terms';
import type { Boundaries } from '../engine';
import { touchedMeaning } from './meaning-check';
import { contains, tokens } from './word-tokens';

export { contains, tokens };

/**
 * The safety tests' own reading of a boundary, written apart from the guard so that a mistake
 * in one is not repeated in the other: text as lowercase word tokens, a term as a run of them.
 */

/** mulberry32: a small seeded generator, so a failure names the seed that reproduces it. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const some = <T>(items: readonly T[], chance: number) => items.filter(() => next() < chance);
  return { next, int, pick, some };
}
export type Random = ReturnType<typeof prng>;

const CUSTOM = 'custom: ';

/**
 * The boundary a text touches (refused name, hard boundary or avoid category, then what it
 * means: meaning-check.ts), or null. A built-in item's id brings the settings it is tagged with.
 */
export function touchedBoundary(
  text: string,
  boundaries: Boundaries,
  templateId?: string | null,
): string | null {
  const words = tokens(text);
  for (const name of boundaries.refusedActivities)
    if (contains(words, name, false)) return `refused ${name}`;
  for (const boundary of boundaries.hardBoundaries ?? []) {
    const custom = boundary.startsWith(CUSTOM);
    const terms = custom
      ? [boundary.slice(CUSTOM.length)]
      : HARD_BOUNDARY_TERMS[boundary as keyof typeof HARD_BOUNDARY_TERMS];
    for (const term of terms) if (contains(words, term, !custom)) return `${boundary}: ${term}`;
  }
  for (const category of boundaries.avoidCategories ?? []) {
    const terms = AVOID_CATEGORY_TERMS[category as keyof typeof AVOID_CATEGORY_TERMS];
    for (const term of terms ?? [category])
      if (contains(words, term, Boolean(terms))) return `avoid ${category}: ${term}`;
  }
  return touchedMeaning(text, boundaries, templateId);
}
