import type { MatchType, SharedMatch } from './survey';

/**
 * One entry of a couple's results: a pair of answers both partners welcome. A clothing item is
 * answered from two directions, so it can be two entries (docs/matching-and-privacy.md).
 */
export interface MatchEntry {
  category: string;
  sharedMatch: SharedMatch;
}

/** Both Yes and Both Maybe are exact matches; Yes/Maybe is a close one. */
export const MATCH_TYPE_OF: Readonly<Record<SharedMatch, MatchType>> = {
  'Both Yes': 'Exact',
  'Both Maybe': 'Exact',
  'Yes/Maybe': 'Close',
};

export interface MatchCounts {
  /** Every entry: matches plus close matches. */
  total: number;
  /** Exact matches. */
  matches: number;
  closeMatches: number;
  bothYes: number;
  bothMaybe: number;
  yesMaybe: number;
  /** Entries per category, in the order the categories first appear. */
  categories: { category: string; count: number }[];
}

/**
 * The one way the couple's matches are counted: the results' counts, the shared summary, the
 * activities summary's filters and the figures of the generated summary all count these
 * entries, so none of them can disagree with the lists.
 */
export function countMatches(entries: Iterable<MatchEntry>): MatchCounts {
  const counts: MatchCounts = {
    total: 0,
    matches: 0,
    closeMatches: 0,
    bothYes: 0,
    bothMaybe: 0,
    yesMaybe: 0,
    categories: [],
  };
  const byCategory = new Map<string, { category: string; count: number }>();
  for (const entry of entries) {
    counts.total += 1;
    if (MATCH_TYPE_OF[entry.sharedMatch] === 'Exact') counts.matches += 1;
    else counts.closeMatches += 1;
    if (entry.sharedMatch === 'Both Yes') counts.bothYes += 1;
    else if (entry.sharedMatch === 'Both Maybe') counts.bothMaybe += 1;
    else counts.yesMaybe += 1;
    const group = byCategory.get(entry.category);
    if (group) group.count += 1;
    else {
      const added = { category: entry.category, count: 1 };
      byCategory.set(entry.category, added);
      counts.categories.push(added);
    }
  }
  return counts;
}
