import { randomInt } from 'node:crypto';
import { MAX_PLAN_ACCESSORIES } from '@shared/domain/adventures';

/**
 * The accessories a plan weaves in: at most MAX_PLAN_ACCESSORIES of those that fit both
 * partners, drawn at random and kept in the order given. The lead chose more than the plan
 * uses, so an accessory missing from the plan says nothing about why.
 */
export function planAccessories(fitting: readonly string[]): string[] {
  const pool = [...fitting];
  const drawn = new Set<string>();
  while (drawn.size < MAX_PLAN_ACCESSORIES && pool.length > 0)
    drawn.add(pool.splice(randomInt(pool.length), 1)[0]!);
  return fitting.filter((accessory) => drawn.has(accessory));
}
