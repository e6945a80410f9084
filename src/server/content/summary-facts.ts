import { countMatches } from '@shared/domain/results';
import type { CoupleSummaryInput } from './engine';
import type { SummaryFacts } from './summary-phrases';

/**
 * The figures the couple summary states, from the input's counts: the same count of the same
 * entries as the results page (docs/matching-and-privacy.md). The named matches are not
 * counted when counts are given, since they leave out what either partner refused in any
 * direction and name a clothing item once.
 */
export function summaryFactsOf(input: CoupleSummaryInput): SummaryFacts {
  const counts =
    input.counts ??
    countMatches(input.matches.map((m) => ({ category: m.category, sharedMatch: m.match })));
  const { categories } = counts;
  // The first of the largest categories, so ties go to the one the results list first.
  const top = categories.reduce<(typeof categories)[number] | undefined>(
    (best, category) => (!best || category.count > best.count ? category : best),
    undefined,
  );
  return {
    names: `${input.player1Name} and ${input.player2Name}`,
    total: counts.total,
    matches: counts.matches,
    closeMatches: counts.closeMatches,
    bothYes: counts.bothYes,
    categoryCount: categories.length,
    topCategory: top?.category ?? '',
    topCount: top?.count ?? 0,
    firstCategory: categories[0]?.category ?? '',
    lastCategory: categories[categories.length - 1]?.category ?? '',
    conflicts: input.conflictCount,
  };
}
