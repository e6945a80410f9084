/**
 * How often each sentence recurs across a kind's items: a sentence that reads in more than a
 * small share of them makes the catalogue feel machine-made. Names are put back to placeholders
 * first, so "Kiss Sam" and "Kiss Robin" are one sentence.
 */

export const MAX_SENTENCE_SHARE = 0.05;

/** A text's sentences, trimmed, with each name replaced by `{name}`. */
export function sentencesOf(text: string, names: readonly string[]): string[] {
  let plain = text;
  for (const name of names) plain = plain.replaceAll(name, '{name}');
  return plain
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/^\d+\.\s*/, '').trim())
    .filter((sentence) => sentence.length > 0);
}

/**
 * The sentences found in more than `share` of the items: each item counted once per sentence,
 * whichever couple it was rendered for.
 */
export function overusedSentences(
  items: ReadonlyMap<string, readonly string[]>,
  share = MAX_SENTENCE_SHARE,
): { sentence: string; items: number; share: number }[] {
  const itemsBySentence = new Map<string, Set<string>>();
  for (const [id, sentences] of items)
    for (const sentence of sentences) {
      const holders = itemsBySentence.get(sentence) ?? new Set<string>();
      holders.add(id);
      itemsBySentence.set(sentence, holders);
    }
  const total = items.size;
  return [...itemsBySentence]
    .map(([sentence, holders]) => ({ sentence, items: holders.size, share: holders.size / total }))
    .filter((entry) => entry.share > share)
    .sort((a, b) => b.items - a.items);
}
