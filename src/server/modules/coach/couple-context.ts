import type { JourneyLevel } from '@shared/domain/journey';
import type { Boundaries, WelcomedActivity } from '../../content/engine';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { coupleAvoidCategories } from '../intent';
import { coupleBoundaries } from '../couples';
import { journeyStateOf } from '../journey';
import { coupleMatching } from '../results';

/** A survey activity both partners welcomed, by its survey option id. */
export interface WelcomedOption {
  name: string;
  category: string;
}

/** What the coach writes from for a couple, and the boundaries its text is checked against. */
export interface CoachCouple {
  level: JourneyLevel;
  /** What both welcomed, for the engine's suggestions. */
  welcomed: WelcomedActivity[];
  /**
   * The activities the couple's results show as welcomed, by survey option id, for starting a
   * session on one: the completed round's, so a No given in an unfinished round does not
   * show in a refusal.
   */
  welcomedById: ReadonlyMap<string, WelcomedOption>;
  boundaries: Boundaries;
}

/** The couple's current journey level; Vanilla until the journey is set up. */
export async function currentLevel(executor: Executor, coupleId: string): Promise<JourneyLevel> {
  return (await journeyStateOf(executor, coupleId))?.currentLevel ?? 'Vanilla';
}

/**
 * Everything generation needs about a couple of two partners: the activities both welcomed
 * in their completed round (exact and close matches, minus any either refused in some
 * direction then or now, as every generated area uses them; sessions start on any the
 * round's results show) and the union of both partners' refusals, hard boundaries and avoid
 * categories, with the current level as the highest allowed (docs/content-boundaries.md).
 */
export async function coachCouple(
  executor: Executor,
  cipher: FieldCipher,
  coupleId: string,
  partnerIds: readonly [string, string],
): Promise<CoachCouple> {
  const [player1Id, player2Id] = partnerIds;
  const { roundMatching, welcomed, refusedActivities } = await coupleMatching(
    executor,
    cipher,
    coupleId,
    player1Id,
    player2Id,
  );
  const refusedIds = new Set(roundMatching.refused.map((refusal) => refusal.activityId));
  const welcomedById = new Map<string, WelcomedOption>();
  for (const pair of roundMatching.welcomed) {
    if (refusedIds.has(pair.activityId)) continue;
    welcomedById.set(pair.activityId, { name: pair.activityName, category: pair.category });
  }
  const level = await currentLevel(executor, coupleId);
  return {
    level,
    welcomed,
    welcomedById,
    boundaries: {
      refusedActivities,
      hardBoundaries: await coupleBoundaries(executor, cipher, coupleId),
      avoidCategories: await coupleAvoidCategories(executor, cipher, coupleId),
      maxLevel: level,
    },
  };
}
