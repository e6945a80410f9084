import type { WelcomedActivity } from '../../content/engine';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { allSurveysComplete, hasRoundSnapshot, readConsistently } from '../survey';
import {
  coupleAnswers,
  snapshotAnswers,
  welcomedActivities,
  type TaggedAnswerRow,
} from './couple-answers';
import { matchAnswers, type CoupleMatching } from './matching';

/**
 * Where a couple's results come from (docs/matching-and-privacy.md): `live` while both partners
 * have completed the survey (their answers as they are now), `previousRound` while a new round
 * is under way (the snapshot of the last round both completed).
 */
export type RoundSource = 'live' | 'previousRound';

export interface CoupleRound {
  /** Null when the couple has no completed round yet: nothing to show or build from. */
  source: RoundSource | null;
  /** The completed round's answers; empty when there is none. */
  rows: TaggedAnswerRow[];
  /** Both partners' answers as they are now, whatever the round. */
  liveRows: TaggedAnswerRow[];
}

/** The couple's completed round (live or the snapshot) and both partners' live answers. */
export function coupleRound(
  executor: Executor,
  cipher: FieldCipher,
  coupleId: string,
  playerIds: readonly [string, string],
): Promise<CoupleRound> {
  return readConsistently(executor, async (reader) => {
    const liveRows = await coupleAnswers(reader, cipher, playerIds);
    if (await allSurveysComplete(reader, playerIds))
      return { source: 'live', rows: liveRows, liveRows };
    if (await hasRoundSnapshot(reader, coupleId)) {
      const rows = await snapshotAnswers(reader, cipher, coupleId, playerIds);
      return { source: 'previousRound', rows, liveRows };
    }
    return { source: null, rows: [], liveRows };
  });
}

/**
 * The round's matching with every live refusal added: a partner who said No since the round
 * was completed is respected at once by everything generated, though the results still show
 * the round as it was.
 */
export function withLiveRefusals(matching: CoupleMatching, live: CoupleMatching): CoupleMatching {
  const refused = new Map(matching.refused.map((r) => [r.activityId, r.activityName]));
  for (const r of live.refused) refused.set(r.activityId, r.activityName);
  return {
    ...matching,
    refused: [...refused].map(([activityId, activityName]) => ({ activityId, activityName })),
  };
}

export interface GenerationBasis {
  source: RoundSource | null;
  /** The completed round's pairs as its results show them, without the live refusals. */
  roundMatching: CoupleMatching;
  /** The completed round's pairs; `refused` holds the round's and the live refusals. */
  matching: CoupleMatching;
  /** The welcomed activities minus every refusal, for the engines. */
  welcomed: WelcomedActivity[];
  /** The names of every refused activity, for the guard. */
  refusedActivities: string[];
}

/**
 * What everything generated for a couple is built from (docs/content-boundaries.md): the
 * activities both welcomed in their completed round (none before there is one), minus every
 * activity either partner refused in that round or refuses now.
 */
export async function coupleMatching(
  executor: Executor,
  cipher: FieldCipher,
  coupleId: string,
  player1Id: string,
  player2Id: string,
): Promise<GenerationBasis> {
  const round = await coupleRound(executor, cipher, coupleId, [player1Id, player2Id]);
  const roundMatching = matchAnswers(round.rows, player1Id, player2Id);
  const matching = withLiveRefusals(
    roundMatching,
    matchAnswers(round.liveRows, player1Id, player2Id),
  );
  return {
    source: round.source,
    roundMatching,
    matching,
    welcomed: welcomedActivities(round.rows, matching),
    refusedActivities: [...new Set(matching.refused.map((r) => r.activityName))].sort(),
  };
}
