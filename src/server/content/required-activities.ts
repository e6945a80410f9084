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
  const keys = new Set(welcomed.map((a) => a.key));
  return requires.every((key) => keys.has(key));
}
