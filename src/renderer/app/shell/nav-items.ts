import {
  IconAdjustmentsHorizontal,
  IconClipboardList,
  IconCompass,
  IconFlame,
  IconLayoutDashboard,
  IconMessageChatbot,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
  icon: Icon;
  /** Every path that shows this item's screen (the coach has an alias). */
  matches: string[];
}

const item = (label: string, href: string, icon: Icon, aliases: string[] = []): NavItem => ({
  label,
  href,
  icon,
  matches: [href, ...aliases],
});

/** The sidebar's links, in their fixed order. */
export const navItems: NavItem[] = [
  item('Dashboard', paths.dashboard.getHref(), IconLayoutDashboard),
  item('Survey', paths.survey.getHref(), IconClipboardList),
  item('Preferences', paths.preferences.getHref(), IconAdjustmentsHorizontal),
  item('Adventures', paths.adventures.getHref(), IconCompass),
  item('Velvet Coach', paths.coach.getHref(), IconMessageChatbot, [paths.coachAlias.getHref()]),
  item('Dares', paths.dares.getHref(), IconFlame),
];

/** Route paths match case-insensitively, on the server too, so the active link does as well. */
export function isActive(item: NavItem, pathname: string): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, '');
  return item.matches.some((path) => path.toLowerCase() === current);
}
