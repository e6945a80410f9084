import type { z } from 'zod';
import type { activitySummaryItem } from '@shared/api/results';
import { countMatches } from '@shared/domain/results';
import { RESULTS_MESSAGES } from './messages';

export type ActivitySummaryItem = z.infer<typeof activitySummaryItem>;
export type MatchFilter = 'all' | ActivitySummaryItem['matchType'];

export const MATCH_FILTERS: { value: MatchFilter; label: string }[] = [
  { value: 'all', label: 'All Activities' },
  { value: 'Both Yes', label: 'Both Yes' },
  { value: 'Both Maybe', label: 'Both Maybe' },
  { value: 'Yes/Maybe', label: 'Yes/Maybe' },
];

/** The filters' counts: the same count as the results' and the summary's (countMatches). */
export function countByFilter(items: readonly ActivitySummaryItem[]): Record<MatchFilter, number> {
  const counts = countMatches(
    items.map((item) => ({ category: item.category, sharedMatch: item.matchType })),
  );
  return {
    all: counts.total,
    'Both Yes': counts.bothYes,
    'Both Maybe': counts.bothMaybe,
    'Yes/Maybe': counts.yesMaybe,
  };
}

export interface CategoryGroup {
  category: string;
  items: ActivitySummaryItem[];
}

/** The items the filter keeps, by category in the order the categories first appear. */
export function groupByCategory(
  items: readonly ActivitySummaryItem[],
  filter: MatchFilter,
): CategoryGroup[] {
  const groups = new Map<string, ActivitySummaryItem[]>();
  for (const item of items) {
    if (filter !== 'all' && item.matchType !== filter) continue;
    const category = item.category.trim() || RESULTS_MESSAGES.unknownCategory;
    const group = groups.get(category);
    if (group) group.push(item);
    else groups.set(category, [item]);
  }
  return [...groups].map(([category, grouped]) => ({ category, items: grouped }));
}
