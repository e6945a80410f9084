import { ACCESSORIES, NO_ACCESSORY } from '@shared/domain/adventures';

/**
 * The accessories after a change of the checked boxes: None stands alone, so checking it clears
 * the others and checking any other clears None. `next` is the group's new value.
 */
export function nextAccessories(previous: readonly string[], next: readonly string[]): string[] {
  const added = next.filter((name) => !previous.includes(name));
  if (added.includes(NO_ACCESSORY)) return [NO_ACCESSORY];
  const chosen = next.filter((name) => name !== NO_ACCESSORY);
  // Kept in the list's order, whatever order they were checked in.
  return ACCESSORIES.filter((name) => chosen.includes(name));
}
