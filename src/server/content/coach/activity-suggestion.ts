import { ACTIVITY_CATEGORIES } from '../../db/seed/catalogue';
import type { WelcomedActivity } from '../engine';
import { ACTIVITY_CLOSINGS } from './activity-closings';

/** The catalogue's activity keys by name: welcomed activities arrive by name. */
const KEY_BY_NAME = new Map(
  ACTIVITY_CATEGORIES.flatMap((category) =>
    category.activities.map((activity) => [activity.name.toLowerCase(), activity.key] as const),
  ),
);

/**
 * The written closings a kind may end with for this couple: one per welcomed activity (already
 * filtered to the boundaries and the level) that the kind suggests and that has a closing, in
 * the kind's order.
 */
export function activityClosings(
  suggests: readonly string[],
  welcomed: readonly WelcomedActivity[],
): string[] {
  const keys = new Set(welcomed.map((a) => KEY_BY_NAME.get(a.activity.toLowerCase())));
  return suggests
    .filter((key) => keys.has(key))
    .map((key) => ACTIVITY_CLOSINGS[key])
    .filter((text): text is string => text !== undefined);
}
