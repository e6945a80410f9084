import { useRoutes, type RouteObject } from 'react-router';
import { AdminRole } from '@shared/api/define';
import { NotFoundPage } from '../components/not-found-page';
import { PublicPageHead } from '../features/info/public-page-head';
import { layouts } from './layouts';
import { navItems } from './navigation';
import { pageTitleAt } from './page-titles';
import { RequireSession } from './require-session';
import { screenTable, type ScreenFrame } from './screen-table';

/** The rows of one frame, as routes. */
const routesOf = (frame: ScreenFrame): RouteObject[] =>
  screenTable
    .filter((row) => row.frame === frame)
    .map(({ path, screen: Screen }) => ({ path, element: <Screen /> }));

/**
 * Every screen of the screen table (./screen-table.tsx), inside its frame's layouts. Only the
 * landing page is in the first download; each screen and layout is fetched when first shown.
 */
export const routes: RouteObject[] = [
  // The pages search engines may list, each with its own title and description.
  { element: <PublicPageHead />, children: routesOf('public') },
  ...routesOf('plain'),
  {
    element: <layouts.ToastLayer />,
    children: [
      {
        element: <layouts.AdminArea />,
        children: [
          ...routesOf('admin-sign-in'),
          { element: <layouts.AdminGuard />, children: routesOf('staff') },
          // The data tools edit the survey's reference data, which only Admins and SuperAdmins
          // may change; staff with the User role keep the dashboard.
          {
            element: <layouts.AdminGuard minRole={AdminRole.Admin} />,
            children: routesOf('admin'),
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <layouts.SignedInLayout navItems={navItems} titleAt={pageTitleAt} />,
            children: routesOf('signed-in'),
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** Fetches every screen's and layout's code, so each then shows at once (tests, an idle moment). */
export const preloadScreens = () =>
  Promise.all(
    [...screenTable.map((row) => row.screen), ...Object.values(layouts)].map((screen) =>
      'preload' in screen && typeof screen.preload === 'function' ? screen.preload() : undefined,
    ),
  );

/**
 * The screen for the address. Matched by the router's plain (non-data) API: the app loads no
 * data through the router, and its data API would add about 50 kB of script, and building its
 * router, to every first screen.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
