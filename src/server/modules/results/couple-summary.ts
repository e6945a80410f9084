import { countMatches } from '@shared/domain/results';
import type { SharedMatch } from '@shared/domain/survey';
import type { Boundaries, CoupleSummaryInput } from '../../content/engine';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { AnswerRow, CoupleMatching } from './matching';

/** Bumped when the summary's input or wording changes, so cached summaries are rewritten. */
const SUMMARY_VERSION = 2;

/** Most welcomed first, for the one entry a clothing item gets in the summary's input. */
const SHARED_ORDER: Record<SharedMatch, number> = {
  'Both Yes': 0,
  'Yes/Maybe': 1,
  'Both Maybe': 2,
};

export interface CompleteCouple {
  id: string;
  player1: { id: string; displayName: string };
  player2: { id: string; displayName: string };
}

/**
 * What the summary engines get: each welcomed activity once (a clothing item once, under its
 * neutral label), minus any activity either partner refused in some direction, since no
 * generated text may name those. Its figures are counted from every welcomed pair, as the
 * results count them, so the summary's numbers are the page's numbers.
 */
export function summaryInputOf(
  couple: CompleteCouple,
  matching: CoupleMatching,
): { input: CoupleSummaryInput; boundaries: Boundaries } {
  const refusedIds = new Set(matching.refused.map((r) => r.activityId));
  const byActivity = new Map<string, CoupleSummaryInput['matches'][number]>();
  for (const pair of matching.welcomed) {
    if (refusedIds.has(pair.activityId)) continue;
    const seen = byActivity.get(pair.activityId);
    if (seen && SHARED_ORDER[seen.match] <= SHARED_ORDER[pair.sharedMatch]) continue;
    byActivity.set(pair.activityId, {
      activity: pair.label,
      category: pair.category,
      match: pair.sharedMatch,
    });
  }
  return {
    input: {
      coupleId: couple.id,
      player1Name: couple.player1.displayName,
      player2Name: couple.player2.displayName,
      matches: [...byActivity.values()],
      counts: countMatches(matching.welcomed),
      conflictCount: matching.conflicts,
    },
    boundaries: {
      refusedActivities: [...new Set(matching.refused.map((r) => r.activityName))].sort(),
    },
  };
}

/**
 * Both partners' answers (by role) and everything the summary was written from, as a keyed
 * fingerprint (FieldCipher.fingerprint): it is stored beside the summary.
 */
export function fingerprintOf(
  cipher: FieldCipher,
  couple: CompleteCouple,
  answers: readonly AnswerRow[],
  input: CoupleSummaryInput,
  boundaries: Boundaries,
): string {
  const role = (playerId: string) => (playerId === couple.player1.id ? 1 : 2);
  const answerLines = answers
    .map((a) => `${role(a.playerId)}|${a.activityId}|${a.perspective}|${a.preference}`)
    .sort();
  return cipher.fingerprint(JSON.stringify([SUMMARY_VERSION, answerLines, input, boundaries]));
}
