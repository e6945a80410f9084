const LETTER_OR_DIGIT = '\\p{L}\\p{N}';
// Invisible characters that would otherwise split a word and hide it.
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text as the coach's matchers read it: compatibility forms folded, invisible characters gone. */
export const normalizeText = (text: string) => text.normalize('NFKC').replace(INVISIBLE, '');

/**
 * A phrase's words in order, whole, case-insensitive, with any separator or none between them
 * ("self harm" matches "self-harm" and "selfharm"); a trailing `*` lets the last word go on.
 * No plural guessing: each form that counts is listed.
 */
function phraseSource(phrase: string): string {
  const prefix = phrase.endsWith('*');
  const words = (prefix ? phrase.slice(0, -1) : phrase)
    .split(new RegExp(`[^${LETTER_OR_DIGIT}]+`, 'u'))
    .filter(Boolean)
    .map(escapeRegExp);
  return words.join(`[^${LETTER_OR_DIGIT}]*`) + (prefix ? `[${LETTER_OR_DIGIT}]*` : '');
}

/** One regular expression matching any of the phrases, as whole words. */
export function phrasesRegExp(phrases: readonly string[]): RegExp {
  return new RegExp(
    `(?<![${LETTER_OR_DIGIT}])(?:${phrases.map(phraseSource).join('|')})(?![${LETTER_OR_DIGIT}])`,
    'iu',
  );
}

const single = new Map<string, RegExp>();

/** How many of the phrases occur in the (normalized) text; each phrase counts once. */
export function countPhrases(text: string, phrases: readonly string[]): number {
  let count = 0;
  for (const phrase of phrases) {
    let regExp = single.get(phrase);
    if (!regExp) single.set(phrase, (regExp = phrasesRegExp([phrase])));
    if (regExp.test(text)) count++;
  }
  return count;
}
