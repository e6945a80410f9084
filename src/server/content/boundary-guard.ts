import type { Boundaries } from './engine';

const LETTER_OR_DIGIT = '\\p{L}\\p{N}';
// Invisible characters a model (or a copy-paste) may put inside a word.
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

const normalize = (text: string) => text.normalize('NFKC').replace(INVISIBLE, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern per refused name: its words in order, case-insensitive, as whole words, with any
 * separator or none between them ("role play", "Role-Play", "roleplay") and an optional plural
 * ending.
 */
function patternFor(name: string): RegExp | null {
  const words = normalize(name)
    .split(new RegExp(`[^${LETTER_OR_DIGIT}]+`, 'u'))
    .filter(Boolean);
  if (words.length === 0) return null;
  const body = words.map(escapeRegExp).join(`[^${LETTER_OR_DIGIT}]*`);
  return new RegExp(`(?<![${LETTER_OR_DIGIT}])${body}(?:e?s)?(?![${LETTER_OR_DIGIT}])`, 'iu');
}

export interface BoundaryGuard {
  /** Whether the text names any refused activity. */
  touches(text: string): boolean;
  /** The text without the lines that name a refused activity. */
  dropTouchingLines(text: string): { text: string; dropped: number };
}

/** Checks generated text against the couple's boundaries, whatever engine wrote it. */
export function boundaryGuard(boundaries: Boundaries): BoundaryGuard {
  const patterns = boundaries.refusedActivities
    .map(patternFor)
    .filter((pattern): pattern is RegExp => pattern !== null);
  const touches = (text: string) => {
    const normalized = normalize(text);
    return patterns.some((pattern) => pattern.test(normalized));
  };
  return {
    touches,
    dropTouchingLines(text) {
      const lines = text.split('\n');
      const kept = lines.filter((line) => !touches(line));
      return { text: kept.join('\n'), dropped: lines.length - kept.length };
    },
  };
}
