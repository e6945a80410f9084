import { screenTable } from './screen-table';
import type { NavItem } from './shell/nav-items';

/**
 * The sidebar's links, in the screen table's order. A link lights up on every address that
 * shows its screen (the coach has an alias).
 */
export const navItems: readonly NavItem[] = screenTable.flatMap(({ path, screen, nav }) =>
  nav
    ? [
        {
          ...nav,
          href: path,
          matches: screenTable.filter((row) => row.screen === screen).map((row) => row.path),
        },
      ]
    : [],
);
