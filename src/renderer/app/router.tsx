import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminRole } from '@shared/api/define';
import { NotFoundPage } from '../components/not-found-page';
import { paths } from '../config/paths';
import { PublicPageHead } from '../features/info/public-page-head';
import { LandingPage } from '../features/landing/landing-page';
import { RequireSession } from './require-session';
import type { RouteHandle } from './route-handle';
import { screens } from './screens';

const titled = (path: string, title: string, element: RouteObject['element']): RouteObject => ({
  path,
  element,
  handle: { title } satisfies RouteHandle,
});

/**
 * Every screen. Only the landing page is in the first download; each area's screens are
 * fetched when first shown (see ./screens).
 */
export const routes: RouteObject[] = [
  {
    // The pages search engines may list, each with its own title and description.
    element: <PublicPageHead />,
    children: [
      { path: paths.landing.path, element: <LandingPage /> },
      { path: paths.login.path, element: <screens.Login /> },
      { path: paths.register.path, element: <screens.Register /> },
      { path: paths.features.path, element: <screens.Features /> },
      { path: paths.about.path, element: <screens.About /> },
      { path: paths.blog.path, element: <screens.Blog /> },
      { path: paths.privacy.path, element: <screens.Privacy /> },
      { path: paths.terms.path, element: <screens.Terms /> },
      { path: paths.security.path, element: <screens.Security /> },
      { path: paths.contact.path, element: <screens.Contact /> },
      { path: paths.pricing.path, element: <screens.Pricing /> },
    ],
  },
  { path: paths.resetPassword.path, element: <screens.ResetPassword /> },
  { path: paths.verifyEmail.path, element: <screens.VerifyEmail /> },
  {
    path: paths.subscription.path,
    element: <Navigate to={paths.pricing.getHref()} replace />,
  },
  { path: paths.serverAddress.path, element: <screens.ServerAddress /> },
  {
    element: <screens.ToastLayer />,
    children: [
      {
        element: <screens.AdminArea />,
        children: [
          { path: paths.adminLogin.path, element: <screens.AdminLogin /> },
          {
            element: <screens.AdminGuard />,
            children: [{ path: paths.adminDashboard.path, element: <screens.AdminDashboard /> }],
          },
          {
            // The data tools edit the survey's reference data, which only Admins and SuperAdmins
            // may change; staff with the User role keep the dashboard.
            element: <screens.AdminGuard minRole={AdminRole.Admin} />,
            children: [{ path: paths.adminDataTools.path, element: <screens.DataTools /> }],
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <screens.SignedInLayout />,
            children: [
              titled(paths.dashboard.path, 'Dashboard', <screens.Dashboard />),
              titled(paths.survey.path, 'Survey', <screens.Survey />),
              titled(paths.preferences.path, 'Preferences', <screens.Intent />),
              titled(paths.adventures.path, 'Adventures', <screens.Adventures />),
              titled(paths.coach.path, 'Velvet Coach', <screens.VelvetCoach />),
              titled(paths.coachAlias.path, 'Velvet Coach', <screens.VelvetCoach />),
              titled(paths.dares.path, 'Dares', <screens.Dares />),
              titled(paths.accountProfile.path, 'Account Profile', <screens.AccountProfile />),
              titled(paths.settings.path, 'Settings', <screens.Settings />),
              titled(paths.boundaries.path, 'My Boundaries', <screens.Boundaries />),
              titled(paths.helpAndSupport.path, 'Help & Support', <screens.HelpAndSupport />),
              titled(paths.summary.path, 'Shared Summary', <screens.SharedSummary />),
              titled(paths.coupleResults.path, 'Couple Results', <screens.CoupleResults />),
              titled(paths.notifications.path, 'Notifications', <screens.Notifications />),
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;
