import { paths } from '../config/paths';
import { platform } from '../platform';
import { lazyScreen } from './lazy-screen';
import { queryClient } from './query-client';

// The layouts a visitor most often meets first: they paint with ../styles/first-screen.css alone.
const firstScreenStylesOnly = true;

/**
 * What stands around the screens of ./screen-table.tsx, fetched on demand as the screens are
 * (./router.tsx puts each screen in its frame's layouts).
 */
export const layouts = {
  ToastLayer: lazyScreen(() => import('./toast-layer').then((m) => m.ToastLayer), {
    firstScreenStylesOnly,
  }),
  AdminArea: lazyScreen(() => import('../features/admin/admin-area').then((m) => m.AdminArea)),
  AdminGuard: lazyScreen(() => import('../features/admin/admin-guard').then((m) => m.AdminGuard)),
  SignedInLayout: lazyScreen(
    () =>
      Promise.all([
        import('./shell/signed-in-layout'),
        import('./routes/dashboard/dashboard-reads'),
      ]).then(([layout, dashboard]) => {
        // A player opening the dashboard directly: its reads go out before the shell renders.
        const session = platform.currentSession();
        if (session && window.location.pathname === paths.dashboard.path) {
          dashboard.prefetchDashboardReads(queryClient, session);
        }
        return layout.SignedInLayout;
      }),
    { firstScreenStylesOnly },
  ),
};
