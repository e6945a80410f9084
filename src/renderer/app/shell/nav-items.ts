import type { Icon } from '@tabler/icons-react';

/** A link of the sidebar (read from the screen table, ../navigation.ts). */
export interface NavItem {
  label: string;
  href: string;
  icon: Icon;
  /** Every path that shows this item's screen (the coach has an alias). */
  matches: string[];
}

/** Route paths match case-insensitively, on the server too, so the active link does as well. */
export function isActive(item: NavItem, pathname: string): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, '');
  return item.matches.some((path) => path.toLowerCase() === current);
}
