import { AVOID_CATEGORY_TERMS } from '../avoid-category-terms';
import { HARD_BOUNDARY_TERMS } from '../boundary-terms';
import type { Boundaries } from '../engine';

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

export function tokens(text: string) {
  return text
    .normalize('NFKC')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Tokens may split a term only where its own words meet ("role play" for "Role-play"). */
export function contains(words: string[], term: string, wildcard: boolean): boolean {
  const prefix = wildcard && term.endsWith('*');
  const parts = tokens(prefix ? term.slice(0, -1) : term);
  const target = parts.join('');
  if (!target) return false;
  const joints = new Set(parts.slice(0, -1).map((_, k) => parts.slice(0, k + 1).join('').length));
  const forms = prefix ? [] : [target, `${target}s`, `${target}es`];
  // A term written in the plural matches its singular too, unless its last word is very short.
  if (!prefix && parts.at(-1)!.length >= 4 && /[^s]s$/.test(target))
    forms.push(target.slice(0, -1), target.replace(/es$/, ''));
  for (let i = 0; i < words.length; i++) {
    let run = '';
    for (let j = i; j < words.length; j++) {
      if (run && !joints.has(run.length)) break;
      const before = run.length;
      run += words[j];
      if (prefix ? before < target.length && run.startsWith(target) : forms.includes(run))
        return true;
    }
  }
  return false;
}

const CUSTOM = 'custom: ';

/** The boundary a text touches (refused name, hard boundary or avoid category), or null. */
export function touchedBoundary(text: string, boundaries: Boundaries): string | null {
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
  return null;
}
