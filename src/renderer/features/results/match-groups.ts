import type { CompareResult } from '@shared/api/results';
import { RESULTS_MESSAGES } from './messages';
import { youAndPartner, type Side } from './sides';

export type MatchDetail = CompareResult['matchDetails'][number];
type Answer = MatchDetail['player1Response'];

/** A category's entries that mean the same: the same "You" and "Partner" answers. */
export interface AnswerGroup {
  you: Answer;
  partner: Answer;
  details: MatchDetail[];
}

export interface CategoryMatches {
  category: string;
  count: number;
  answers: AnswerGroup[];
}

const ANSWER_ORDER: Record<Answer, number> = { Yes: 0, Maybe: 1 };

/**
 * One list's entries by category, in the order the list gives them (the staff's category
 * order), and within a category by what the two answered, seen from `side`: Yes before Maybe,
 * the player's own answer first. Every entry lands in exactly one group.
 */
export function groupMatches(details: readonly MatchDetail[], side: Side): CategoryMatches[] {
  const categories = new Map<string, Map<string, AnswerGroup>>();
  for (const detail of details) {
    const category = detail.category.trim() || RESULTS_MESSAGES.unknownCategory;
    const { you, partner } = youAndPartner(detail, side);
    let answers = categories.get(category);
    if (!answers) {
      answers = new Map();
      categories.set(category, answers);
    }
    const key = `${you}/${partner}`;
    const group = answers.get(key);
    if (group) group.details.push(detail);
    else answers.set(key, { you, partner, details: [detail] });
  }
  return [...categories].map(([category, answers]) => {
    const groups = [...answers.values()].sort(
      (a, b) =>
        ANSWER_ORDER[a.you] - ANSWER_ORDER[b.you] ||
        ANSWER_ORDER[a.partner] - ANSWER_ORDER[b.partner],
    );
    return {
      category,
      count: groups.reduce((sum, group) => sum + group.details.length, 0),
      answers: groups,
    };
  });
}
