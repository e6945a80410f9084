/** Tags as typed: comma-separated, each trimmed, blanks dropped. */
export function parseTags(input: string): string[] {
  return input
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Tags back into the text field. */
export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}

/** A sort order is a whole number of at least 0; anything non-numeric counts as 0. */
export function parseSortOrder(input: string | number): number {
  const value = typeof input === 'number' ? input : Number(input.trim());
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.trunc(value));
}
