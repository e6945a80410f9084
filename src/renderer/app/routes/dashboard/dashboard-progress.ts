import type { LoadState } from '../../../lib/load-state';

/**
 * Where the player stands on the way to playing, which decides the dashboard's steps and cards
 * (docs/journey-and-play.md, "The dashboard").
 */
export type SurveyStage =
  /** The player's own survey status (or the couple's) is still loading. */
  | 'loading'
  /** The player has not marked their own survey complete. */
  | 'ownSurvey'
  /** The player's survey is done; the partner has not joined or not finished theirs. */
  | 'partnerSurvey'
  /** Both completed a round: the couple has results, and everything built from them can start. */
  | 'results';

export interface DashboardProgress {
  coupleId: string | null;
  /** Both players are in the couple (not just an invitation sent). */
  partnerJoined: boolean;
  /** The partner's display name, once known. */
  partnerName: string | null;
  survey: SurveyStage;
}

export interface ProgressReads {
  coupleId: string | null;
  partnerJoined: boolean;
  isPlayer1: boolean;
  /** When the player marked their survey complete (null: not yet). */
  ownCompletedAt: LoadState<string | null>;
  /** The couple's survey status; ignored outside a couple. */
  couple: LoadState<{
    bothComplete: boolean;
    showingPreviousRound: boolean;
    player1Name: string;
    player2Name: string | null;
  }>;
}

/**
 * The stage from the two survey reads. Results, once there, settle it whatever the player's
 * own read says (a new round keeps the last results). A failed read counts as "not done": the
 * Survey Status card reports the failure, and the steps then offer the survey, never a result.
 */
export function progressOf(reads: ProgressReads): DashboardProgress {
  const { coupleId, partnerJoined, isPlayer1, ownCompletedAt, couple } = reads;
  const status = coupleId !== null && couple.status === 'success' ? couple.data : null;
  const partnerName = status
    ? (isPlayer1 ? status.player2Name : status.player1Name)?.trim() || null
    : null;
  let survey: SurveyStage;
  if (status && (status.bothComplete || status.showingPreviousRound)) survey = 'results';
  else if (
    ownCompletedAt.status === 'loading' ||
    (coupleId !== null && couple.status === 'loading')
  )
    survey = 'loading';
  else if (ownCompletedAt.status === 'success' && ownCompletedAt.data !== null)
    survey = 'partnerSurvey';
  else survey = 'ownSurvey';
  return { coupleId, partnerJoined, partnerName, survey };
}
