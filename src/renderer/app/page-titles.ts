import { matchPath } from 'react-router';
import { paths } from '../config/paths';

/** The signed-in pages' titles: the top bar's heading and the browser tab's name. */
export const PAGE_TITLES: readonly { path: string; title: string }[] = [
  { path: paths.dashboard.path, title: 'Dashboard' },
  { path: paths.survey.path, title: 'Survey' },
  { path: paths.preferences.path, title: 'Preferences' },
  { path: paths.adventures.path, title: 'Adventures' },
  { path: paths.coach.path, title: 'Velvet Coach' },
  { path: paths.coachAlias.path, title: 'Velvet Coach' },
  { path: paths.dares.path, title: 'Dares' },
  { path: paths.accountProfile.path, title: 'Account Profile' },
  { path: paths.settings.path, title: 'Settings' },
  { path: paths.boundaries.path, title: 'My Boundaries' },
  { path: paths.helpAndSupport.path, title: 'Help & Support' },
  { path: paths.summary.path, title: 'Shared Summary' },
  { path: paths.coupleResults.path, title: 'Couple Results' },
  { path: paths.notifications.path, title: 'Notifications' },
];

/** The title of the signed-in page at `pathname`, matched as the router matches it. */
export const pageTitleAt = (pathname: string): string | undefined =>
  PAGE_TITLES.find(({ path }) => matchPath(path, pathname))?.title;
