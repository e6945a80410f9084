import { atSentenceStart, inSentence } from './in-sentence';

/**
 * The built-in engine's curated phrases for the couple summary. Each slot has several
 * phrasings; the engine picks one per couple and answers, so summaries vary between couples
 * and stay the same for one couple. Phrases are warm and non-graphic, speak to "you" as a pair
 * and never say which partner answered what.
 */

export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The summary's figures: those of the results page (summaryFactsOf). */
export interface SummaryFacts {
  names: string;
  /** Every welcomed entry: matches plus close matches. */
  total: number;
  /** Exact matches. */
  matches: number;
  closeMatches: number;
  bothYes: number;
  categoryCount: number;
  topCategory: string;
  topCount: number;
  firstCategory: string;
  lastCategory: string;
  conflicts: number;
}

type Phrase<T> = (facts: T) => string;

export const openings: Phrase<SummaryFacts>[] = [
  (f) => `${f.names}, here is what your answers say about the two of you.`,
  (f) => `A snapshot of where ${f.names} meet, drawn from both of your surveys.`,
  (f) => `${f.names}, your surveys are in: here is the common ground you share.`,
  (f) => `Here is how ${f.names} line up, based on the answers you both gave.`,
];

/** The page's two counts: "5 are exact matches and 3 are close". */
const matchCounts = (f: SummaryFacts) =>
  `${f.matches} ${f.matches === 1 ? 'is an exact match' : 'are exact matches'} and ` +
  `${f.closeMatches} ${f.closeMatches === 1 ? 'is close' : 'are close'}`;

export const strengthsOverall: Phrase<SummaryFacts>[] = [
  (f) => `You welcome ${count(f.total, 'activity', 'activities')} together: ${matchCounts(f)}.`,
  (f) =>
    `${count(f.total, 'activity', 'activities')} got a positive answer from both of you: ${matchCounts(f)}.`,
  (f) =>
    `Between you, ${count(f.total, 'activity is', 'activities are')} a shared yes or maybe: ${matchCounts(f)}.`,
  (f) => `Your answers meet on ${count(f.total, 'activity', 'activities')}: ${matchCounts(f)}.`,
];

/** Follows strengthsOverall: how many of the shared activities are a yes on both sides. */
export const strengthsSomeYes: Phrase<SummaryFacts>[] = [
  (f) =>
    `${f.bothYes} of them ${f.bothYes === 1 ? 'is' : 'are'} an enthusiastic yes from both of you.`,
  (f) => `For ${f.bothYes} of them, you both said a clear yes.`,
  (f) =>
    `${f.bothYes} of them ${f.bothYes === 1 ? 'is a thing' : 'are things'} you would both happily say yes to.`,
];
export const strengthsAllYes: Phrase<SummaryFacts>[] = [
  (f) =>
    f.total === 1
      ? 'It is a clear yes for both of you.'
      : 'Every one of them is a clear yes for both of you.',
  (f) =>
    f.total === 1
      ? 'And you both said yes without hesitation.'
      : 'Both of you said yes to every one of them.',
];
export const strengthsNoYes: Phrase<SummaryFacts>[] = [
  () => 'For now each has a maybe on at least one side, so there is room to explore gently.',
  () =>
    'None is a firm yes for both of you yet, which leaves you space to discover at your own pace.',
];

export const strengthsTopCategory: Phrase<SummaryFacts>[] = [
  (f) =>
    `${atSentenceStart(f.topCategory)} is where you line up most, with ${count(f.topCount, 'pick', 'picks')}.`,
  (f) =>
    `Your strongest common ground is ${inSentence(f.topCategory)} (${count(f.topCount, 'shared pick', 'shared picks')}).`,
  (f) =>
    `When it comes to ${inSentence(f.topCategory)}, you are clearly on the same page: ${count(f.topCount, 'shared pick', 'shared picks')}.`,
];

export const strengthsSpread: Phrase<SummaryFacts>[] = [
  (f) =>
    `Your common ground spans ${count(f.categoryCount, 'category', 'categories')}, from ${inSentence(f.firstCategory)} to ${inSentence(f.lastCategory)}.`,
  (f) =>
    `You share interests across ${count(f.categoryCount, 'category', 'categories')}, which leaves plenty of room to explore.`,
  (f) =>
    `Rather than one narrow niche, your overlap reaches across ${count(f.categoryCount, 'category', 'categories')}.`,
];

export const strengthsNoMatches: Phrase<SummaryFacts>[] = [
  () =>
    'Filling in the survey together shows you are curious about each other, and that openness is a strength in itself.',
  () =>
    'You both took the time to answer honestly, a good foundation for discovering more together.',
  () => 'Being willing to compare notes at all says a lot about the trust between you.',
];

export interface CategoryFacts {
  category: string;
  list: string;
}

export const sharedInterestLines: Phrase<CategoryFacts>[] = [
  (c) => `${atSentenceStart(c.category)}: ${c.list}.`,
  (c) => `In ${inSentence(c.category)}, you both welcome ${c.list}.`,
  (c) => `From ${inSentence(c.category)}, you share ${c.list}.`,
  (c) => `${atSentenceStart(c.category)} brings you together around ${c.list}.`,
];

/** Shared picks exist, but none the summary may name: the results list them all. */
export const sharedInterestsUnnamed: Phrase<SummaryFacts>[] = [
  () => 'Your shared picks are listed in your results, category by category.',
  () => 'Browse your results by category to see everything you both welcome.',
];

export const sharedInterestsNone: Phrase<SummaryFacts>[] = [
  () =>
    'No shared favourites yet. Answers can change as you explore, so revisit the survey together any time.',
  () =>
    'Your shared list is still empty, which simply means there is plenty left to discover at your own pace.',
];

export interface ActivityFacts {
  activity: string;
}

export const bothMaybeLines: Phrase<ActivityFacts>[] = [
  (a) =>
    `You are both curious about ${inSentence(a.activity)}; talking about what would make it feel right could be a nice start.`,
  (a) =>
    `${atSentenceStart(a.activity)} is a maybe for both of you, an easy, no-pressure topic for a relaxed evening.`,
  (a) =>
    `${atSentenceStart(a.activity)} has piqued both of your interest; share what draws you to it.`,
];

export const yesMaybeLines: Phrase<ActivityFacts>[] = [
  (a) =>
    `${atSentenceStart(a.activity)} sparks interest on both sides; ask each other what would make it inviting.`,
  (a) =>
    `There is warmth around ${inSentence(a.activity)}; a gentle chat about pace and comfort could help you find out whether it is for you.`,
  (a) =>
    `${atSentenceStart(a.activity)} is on both of your radars; talk about what you would each want from it.`,
];

export const conflictLines: Phrase<SummaryFacts>[] = [
  (f) =>
    `${count(f.conflicts, 'of your answers points', 'of your answers point')} in different directions. There is no need to go through them one by one: respecting each other's limits is part of what makes exploring safe.`,
  (f) =>
    `You differ on ${count(f.conflicts, 'answer', 'answers')}, which is normal for any couple; each of you can share more about your boundaries whenever it feels right.`,
  (f) =>
    `${count(f.conflicts, 'answer', 'answers')} did not line up. Treat them as a reminder to check in with each other, never as a to-do list.`,
];

export const noConflictLines: Phrase<SummaryFacts>[] = [
  () =>
    'None of your answers clash. Still, checking in about comfort and pace keeps the conversation open.',
  () => 'Your answers do not clash anywhere; keep asking each other how things feel as you go.',
];

export const noMaybeLines: Phrase<SummaryFacts>[] = [
  () => 'Whenever something new catches your eye, talk it through together before trying it.',
  () => 'Take turns sharing one thing you would like to try next and why it appeals to you.',
];
