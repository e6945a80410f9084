/**
 * A survey label as it reads inside a sentence: without the parenthesis some labels carry on
 * the results page ("(one of you wears it)"), and with a small first letter unless the first
 * word is an acronym or "I" ("A kiss in public" → "a kiss in public", "Affection & Touch" →
 * "affection & touch").
 */
export function inSentence(label: string): string {
  const plain = label.replace(/\s*\([^)]*\)\s*$/, '').trim();
  return plain
    .split(' ')
    .map((word) =>
      word === 'I' || (word.length > 1 && word === word.toUpperCase())
        ? word
        : word.charAt(0).toLowerCase() + word.slice(1),
    )
    .join(' ');
}

/** The same label opening a sentence: its first letter a capital. */
export const atSentenceStart = (label: string) => {
  const plain = inSentence(label);
  return plain.charAt(0).toUpperCase() + plain.slice(1);
};
