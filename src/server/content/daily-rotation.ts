import { createHash } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day's number since 1970-01-01 for a calendar day (YYYY-MM-DD), or null when unreadable. */
export function dayNumber(date: string): number | null {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(time) ? Math.floor(time / DAY_MS) : null;
}

const rank = (coupleId: string, id: string) =>
  createHash('sha256').update(`${coupleId}\u0000${id}\u0000daily-order`).digest().readUInt32BE(0);

/**
 * The couple's own order of the items: shuffled by the couple's id, the same every day, and an
 * item added to the catalogue slots in without moving the others' relative order.
 */
export function coupleOrder<T extends { id: string }>(coupleId: string, items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, rank: rank(coupleId, item.id) }))
    .sort((a, b) => a.rank - b.rank || a.item.id.localeCompare(b.item.id))
    .map(({ item }) => item);
}

/**
 * The day's item: one step a calendar day along the couple's order of the items that are not
 * excluded (the guard refused them), so consecutive days never repeat until every one of those
 * has come round once. Null when every item is excluded.
 */
export function itemOfTheDay<T extends { id: string }>(
  coupleId: string,
  date: string,
  items: readonly T[],
  isExcluded: (item: T) => boolean = () => false,
): T | null {
  // Stepping over an excluded item to the next would give that next one two days running.
  const order = coupleOrder(coupleId, items).filter((item) => !isExcluded(item));
  if (order.length === 0) return null;
  // An unreadable date still gives one item, the same for the same text.
  const day = dayNumber(date) ?? rank(coupleId, date);
  return order[day % order.length]!;
}
