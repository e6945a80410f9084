import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PlaceholderPage } from '../components/placeholder-page';
import { NotFoundPage } from '../components/not-found-page';
import { AdminRole } from '@shared/api/define';
import { AdminArea } from '../features/admin/admin-area';
import { AdminDashboardPage } from '../features/admin/admin-dashboard-page';
import { AdminGuard } from '../features/admin/admin-guard';
import { AdminLoginPage } from '../features/admin/admin-login-page';
import { DataToolsPage } from '../features/admin/data-tools-page';
import { LandingPage } from '../features/landing/landing-page';
import { LoginPage } from '../features/accounts/login-page';
import { RegisterPage } from '../features/accounts/register-page';
import { ResetPasswordPage } from '../features/accounts/reset-password-page';
import { AccountProfilePage } from '../features/account-profile/account-profile-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ServerAddressPage } from '../features/desktop/server-address-page';
import { AboutPage } from '../features/info/about-page';
import { BlogPage } from '../features/info/blog-page';
import { ContactPage } from '../features/info/contact-page';
import { FeaturesPage } from '../features/info/features-page';
import { PrivacyPage } from '../features/info/privacy-page';
import { SecurityPage } from '../features/info/security-page';
import { TermsPage } from '../features/info/terms-page';
import { NotificationsPage } from '../features/notifications/notifications-page';
import { PricingPage } from '../features/pricing/pricing-page';
import { CoupleResultsPage } from '../features/results/couple-results-page';
import { SharedSummaryPage } from '../features/results/shared-summary-page';
import { SettingsPage } from '../features/settings/settings-page';
import { SurveyPage } from '../features/survey/survey-page';
import { RequireSession } from './require-session';
import { SignedInLayout } from './shell/signed-in-layout';

/** Route metadata read by the shell's top bar. */
export interface RouteHandle {
  title: string;
}

const placeholder = (path: string, title: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
  handle: { title } satisfies RouteHandle,
});

export const routes: RouteObject[] = [
  { path: paths.landing.path, element: <LandingPage /> },
  { path: paths.login.path, element: <LoginPage /> },
  { path: paths.register.path, element: <RegisterPage /> },
  { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
  { path: paths.features.path, element: <FeaturesPage /> },
  { path: paths.about.path, element: <AboutPage /> },
  { path: paths.contact.path, element: <ContactPage /> },
  { path: paths.blog.path, element: <BlogPage /> },
  { path: paths.privacy.path, element: <PrivacyPage /> },
  { path: paths.terms.path, element: <TermsPage /> },
  { path: paths.security.path, element: <SecurityPage /> },
  { path: paths.pricing.path, element: <PricingPage /> },
  { path: paths.serverAddress.path, element: <ServerAddressPage /> },
  {
    element: <AdminArea />,
    children: [
      { path: paths.adminLogin.path, element: <AdminLoginPage /> },
      {
        element: <AdminGuard />,
        children: [{ path: paths.adminDashboard.path, element: <AdminDashboardPage /> }],
      },
      {
        // The data tools edit the survey's reference data, which only Admins and SuperAdmins
        // may change; staff with the User role keep the dashboard.
        element: <AdminGuard minRole={AdminRole.Admin} />,
        children: [{ path: paths.adminDataTools.path, element: <DataToolsPage /> }],
      },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      {
        element: <SignedInLayout />,
        children: [
          {
            path: paths.dashboard.path,
            element: <DashboardPage />,
            handle: { title: 'Dashboard' } satisfies RouteHandle,
          },
          {
            path: paths.survey.path,
            element: <SurveyPage />,
            handle: { title: 'Survey' } satisfies RouteHandle,
          },
          placeholder(paths.preferences.path, 'Preferences'),
          placeholder(paths.adventures.path, 'Adventures'),
          placeholder(paths.coach.path, 'Velvet Coach'),
          placeholder(paths.coachAlias.path, 'Velvet Coach'),
          placeholder(paths.dares.path, 'Dares'),
          {
            path: paths.accountProfile.path,
            element: <AccountProfilePage />,
            handle: { title: 'Account Profile' } satisfies RouteHandle,
          },
          {
            path: paths.settings.path,
            element: <SettingsPage />,
            handle: { title: 'Settings' } satisfies RouteHandle,
          },
          placeholder(paths.helpAndSupport.path, 'Help & Support'),
          {
            path: paths.summary.path,
            element: <SharedSummaryPage />,
            handle: { title: 'Shared Summary' } satisfies RouteHandle,
          },
          {
            path: paths.coupleResults.path,
            element: <CoupleResultsPage />,
            handle: { title: 'Couple Results' } satisfies RouteHandle,
          },
          {
            path: paths.notifications.path,
            element: <NotificationsPage />,
            handle: { title: 'Notifications' } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
