import {
  answerKey,
  counterpartOf,
  matchTypeOf,
  sharedMatchOf,
  type MatchType,
  perspectiveFits,
  type Perspective,
  type Preference,
  type SharedMatch,
  type TagType,
} from '@shared/domain/survey';

/** One saved answer of either partner to an active activity, with what the lists show of it. */
export interface AnswerRow {
  playerId: string;
  activityId: string;
  activityName: string;
  category: string;
  categoryOrder: number;
  activityOrder: number;
  tagType: TagType;
  perspective: Perspective;
  preference: Preference;
}

/** A pair of answers both partners welcome (no No in it). */
export interface WelcomedPair {
  /** Player 1's answer key: the activity id, "::wear" or "::see_partner_wear" for clothing. */
  id: string;
  activityId: string;
  /** The activity's name; for clothing with a direction that names neither partner. */
  label: string;
  /** The plain activity name (what a refusal of this activity is checked against). */
  activityName: string;
  category: string;
  matchType: MatchType;
  sharedMatch: SharedMatch;
  player1Response: Exclude<Preference, 'No'>;
  player2Response: Exclude<Preference, 'No'>;
}

export interface CoupleMatching {
  /** Exact pairs first, then Close; each by category order, activity order, direction. */
  welcomed: WelcomedPair[];
  /** Pairs with a No in them: only ever counted. */
  conflicts: number;
  /** Activities either partner answered No to, in any perspective. */
  refused: { activityId: string; activityName: string }[];
}

/** The direction of a clothing pair, named so that neither partner is singled out. */
export const clothingLabel = (name: string) => `${name} (one of you wears it)`;

const PERSPECTIVE_ORDER: Record<Perspective, number> = { self: 0, wear: 1, see_partner_wear: 2 };

/**
 * Pairs each of player 1's answers with player 2's answer of the counterpart perspective
 * (docs/matching-and-privacy.md): self meets self; for clothing, wearing meets seeing
 * one's partner wear it, so one item yields up to two pairs. An answer whose counterpart is
 * missing (a partner has not answered a new activity yet) makes no pair.
 */
export function matchAnswers(
  rows: readonly AnswerRow[],
  player1Id: string,
  player2Id: string,
): CoupleMatching {
  const valid = rows.filter((row) => perspectiveFits(row.tagType, row.perspective));
  const player2Answers = new Map(
    valid
      .filter((row) => row.playerId === player2Id)
      .map((row) => [answerKey(row.activityId, row.perspective), row.preference]),
  );

  const refused = new Map<string, string>();
  for (const row of valid) {
    if (row.preference === 'No') refused.set(row.activityId, row.activityName);
  }

  const sorted = valid
    .filter((row) => row.playerId === player1Id)
    .sort(
      (a, b) =>
        a.categoryOrder - b.categoryOrder ||
        a.category.localeCompare(b.category) ||
        a.activityOrder - b.activityOrder ||
        a.activityName.localeCompare(b.activityName) ||
        a.activityId.localeCompare(b.activityId) ||
        PERSPECTIVE_ORDER[a.perspective] - PERSPECTIVE_ORDER[b.perspective],
    );

  const welcomed: WelcomedPair[] = [];
  let conflicts = 0;
  for (const mine of sorted) {
    const theirs = player2Answers.get(answerKey(mine.activityId, counterpartOf(mine.perspective)));
    if (!theirs) continue;
    const matchType = matchTypeOf(mine.preference, theirs);
    const sharedMatch = sharedMatchOf(mine.preference, theirs);
    if (!matchType || !sharedMatch || mine.preference === 'No' || theirs === 'No') {
      conflicts += 1;
      continue;
    }
    welcomed.push({
      id: answerKey(mine.activityId, mine.perspective),
      activityId: mine.activityId,
      label: mine.tagType === 'clothing' ? clothingLabel(mine.activityName) : mine.activityName,
      activityName: mine.activityName,
      category: mine.category,
      matchType,
      sharedMatch,
      player1Response: mine.preference,
      player2Response: theirs,
    });
  }

  // A stable sort keeps the catalogue order within each kind.
  welcomed.sort((a, b) => Number(a.matchType === 'Close') - Number(b.matchType === 'Close'));
  return {
    welcomed,
    conflicts,
    refused: [...refused].map(([activityId, activityName]) => ({ activityId, activityName })),
  };
}
