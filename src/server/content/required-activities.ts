import { levelRank, type JourneyLevel } from '@shared/domain/journey';
import { ACTIVITY_CATEGORIES } from '../db/seed/catalogue';
import type { WelcomedActivity } from './engine';

/**
 * The survey activities a written item is about, by their catalogue keys (`oral-sex`): the item
 * is offered only when both partners welcomed every one of them. An item that needs none is
 * open to every couple at its level.
 */
export type RequiredActivities = readonly string[];

/** Whether the couple both welcomed every activity the item needs. */
export function welcomesAll(
  requires: RequiredActivities | undefined,
  welcomed: readonly WelcomedActivity[],
): boolean {
  if (!requires || requires.length === 0) return true;
  // An item needs one or two activities and is read for every item of a catalogue: looking
  // through the welcomed ones costs less than gathering their keys each time.
  return requires.every((key) => welcomed.some((a) => a.key === key));
}

const LEVEL_OF_KEY = new Map(
  ACTIVITY_CATEGORIES.flatMap((category) => category.activities.map((a) => [a.key, a.level])),
);

/**
 * Tags an activity may carry only in content from this level up: gentle content never names a
 * bold activity, even one both welcomed (for one staff added, the tags are all there is).
 */
const TAG_LEVELS: Readonly<Record<string, JourneyLevel>> = {
  sensual: 'Playful',
  bold: 'Adventurous',
};

/**
 * Whether a welcomed activity may be named or suggested at this level: the frank ones only
 * from the level the catalogue gives them, and none whose tags are bolder than the level.
 */
export const suitsLevel = (activity: WelcomedActivity, level: JourneyLevel) =>
  levelRank(LEVEL_OF_KEY.get(activity.key ?? '') ?? 'Vanilla') <= levelRank(level) &&
  activity.tags.every((tag) => {
    const from = TAG_LEVELS[tag];
    return !from || levelRank(from) <= levelRank(level);
  });
