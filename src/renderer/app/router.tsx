import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AdminRole } from '@shared/api/define';
import { NotFoundPage } from '../components/not-found-page';
import { paths } from '../config/paths';
import { PublicPageHead } from '../features/info/public-page-head';
import { LandingPage } from '../features/landing/landing-page';
import { RequireSession } from './require-session';
import { screens } from './screens';

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
              { path: paths.dashboard.path, element: <screens.Dashboard /> },
              { path: paths.survey.path, element: <screens.Survey /> },
              { path: paths.preferences.path, element: <screens.Intent /> },
              { path: paths.adventures.path, element: <screens.Adventures /> },
              { path: paths.coach.path, element: <screens.VelvetCoach /> },
              { path: paths.coachAlias.path, element: <screens.VelvetCoach /> },
              { path: paths.dares.path, element: <screens.Dares /> },
              { path: paths.accountProfile.path, element: <screens.AccountProfile /> },
              { path: paths.settings.path, element: <screens.Settings /> },
              { path: paths.boundaries.path, element: <screens.Boundaries /> },
              { path: paths.helpAndSupport.path, element: <screens.HelpAndSupport /> },
              { path: paths.summary.path, element: <screens.SharedSummary /> },
              { path: paths.coupleResults.path, element: <screens.CoupleResults /> },
              { path: paths.notifications.path, element: <screens.Notifications /> },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The screen for the address. Matched by the router's plain (non-data) API: the app loads no
 * data through the router, and its data API would add about 50 kB of script, and building its
 * router, to every first screen. The signed-in pages' titles are in ./page-titles.ts.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
