import {
  CUSTOM_BOUNDARY_PREFIX,
  HARD_BOUNDARY_OPTIONS,
  levelRank,
  type HardBoundaryOption,
  type JourneyLevel,
} from '@shared/domain/journey';
import { HARD_BOUNDARY_TERMS } from './boundary-terms';
import type { Boundaries } from './engine';

const LETTER_OR_DIGIT = '\\p{L}\\p{N}';
// Invisible characters a model (or a copy-paste) may put inside a word.
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

const normalize = (text: string) => text.normalize('NFKC').replace(INVISIBLE, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern per name or term: its words in order, case-insensitive, as whole words, with any
 * separator or none between them ("role play", "Role-Play", "roleplay") and an optional plural
 * ending (a name written in the plural matches its singular too). A term ending in `*` matches
 * any word that begins with it.
 */
function patternFor(term: string, wildcard = false): RegExp | null {
  const prefix = wildcard && term.trimEnd().endsWith('*');
  const words = normalize(prefix ? term.trimEnd().slice(0, -1) : term)
    .split(new RegExp(`[^${LETTER_OR_DIGIT}]+`, 'u'))
    .filter(Boolean);
  if (words.length === 0) return null;
  const body = [...words.slice(0, -1).map(escapeRegExp), lastWord(words.at(-1)!, prefix)].join(
    `[^${LETTER_OR_DIGIT}]*`,
  );
  const ending = prefix ? `[${LETTER_OR_DIGIT}]*` : '(?:e?s)?';
  return new RegExp(`(?<![${LETTER_OR_DIGIT}])${body}${ending}(?![${LETTER_OR_DIGIT}])`, 'iu');
}

/** A plural as written also matches its singular: "ice cubes" touches "an ice cube". */
function lastWord(word: string, prefix: boolean): string {
  if (prefix || word.length < 4 || !/[^s]s$/iu.test(word)) return escapeRegExp(word);
  const forms = [word, word.slice(0, -1), ...(/es$/iu.test(word) ? [word.slice(0, -2)] : [])];
  return `(?:${forms.map(escapeRegExp).join('|')})`;
}

const isListed = (boundary: string): boundary is HardBoundaryOption =>
  (HARD_BOUNDARY_OPTIONS as readonly string[]).includes(boundary);

/**
 * The patterns a stored hard boundary stands for: a listed option's curated terms, or a custom
 * entry's own text, matched literally (a `*` a player types is not a wildcard).
 */
function hardBoundaryPatterns(boundary: string): (RegExp | null)[] {
  if (boundary.startsWith(CUSTOM_BOUNDARY_PREFIX))
    return [patternFor(boundary.slice(CUSTOM_BOUNDARY_PREFIX.length))];
  if (isListed(boundary))
    return HARD_BOUNDARY_TERMS[boundary].map((term) => patternFor(term, true));
  return [patternFor(boundary.replace(/_/g, ' '))];
}

export interface BoundaryGuard {
  /** Whether the text names a refused activity or touches a hard boundary. */
  touches(text: string): boolean;
  /** The text without the lines that touch a boundary. */
  dropTouchingLines(text: string): { text: string; dropped: number };
  /** Whether content at this level stays within the couple's highest level. */
  allowsLevel(level: JourneyLevel): boolean;
}

/** Checks generated text against the couple's boundaries, whatever engine wrote it. */
export function boundaryGuard(boundaries: Boundaries): BoundaryGuard {
  const patterns = [
    ...boundaries.refusedActivities.map((name) => patternFor(name)),
    ...[...new Set(boundaries.hardBoundaries ?? [])].flatMap(hardBoundaryPatterns),
  ].filter((pattern): pattern is RegExp => pattern !== null);
  const touches = (text: string) => {
    const normalized = normalize(text);
    return patterns.some((pattern) => pattern.test(normalized));
  };
  const maxRank = boundaries.maxLevel ? levelRank(boundaries.maxLevel) : Infinity;
  return {
    touches,
    dropTouchingLines(text) {
      const lines = text.split('\n');
      const kept = lines.filter((line) => !touches(line));
      return { text: kept.join('\n'), dropped: lines.length - kept.length };
    },
    allowsLevel: (level) => levelRank(level) >= 0 && levelRank(level) <= maxRank,
  };
}
