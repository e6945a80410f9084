import { paths } from '../config/paths';
import { platform } from '../platform';
import { lazyScreen } from './lazy-screen';
import { queryClient } from './query-client';

// The screens a visitor most often opens first: they paint with ../styles/first-screen.css alone.
const firstScreenStylesOnly = true;

/**
 * The screens fetched on demand, one chunk per screen (shared code is split out by the
 * bundler), so a visitor on the landing page downloads none of them.
 */
export const screens = {
  Login: lazyScreen(() => import('../features/accounts/login-page').then((m) => m.LoginPage), {
    firstScreenStylesOnly,
  }),
  Register: lazyScreen(() =>
    import('../features/accounts/register-page').then((m) => m.RegisterPage),
  ),
  ResetPassword: lazyScreen(() =>
    import('../features/accounts/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  VerifyEmail: lazyScreen(() =>
    import('../features/accounts/verify-email-page').then((m) => m.VerifyEmailPage),
  ),
  Features: lazyScreen(() => import('../features/info/features-page').then((m) => m.FeaturesPage)),
  About: lazyScreen(() => import('../features/info/about-page').then((m) => m.AboutPage)),
  Contact: lazyScreen(() => import('./routes/contact-page').then((m) => m.ContactPageWithForm)),
  Blog: lazyScreen(() => import('../features/info/blog-page').then((m) => m.BlogPage)),
  Privacy: lazyScreen(() => import('../features/info/privacy-page').then((m) => m.PrivacyPage)),
  Terms: lazyScreen(() => import('../features/info/terms-page').then((m) => m.TermsPage)),
  Security: lazyScreen(() => import('../features/info/security-page').then((m) => m.SecurityPage)),
  Pricing: lazyScreen(() =>
    import('../features/subscription/pricing-page').then((m) => m.PricingPage),
  ),
  ServerAddress: lazyScreen(() =>
    import('../features/desktop/server-address-page').then((m) => m.ServerAddressPage),
  ),
  AdminArea: lazyScreen(() => import('../features/admin/admin-area').then((m) => m.AdminArea)),
  AdminLogin: lazyScreen(() =>
    import('../features/admin/admin-login-page').then((m) => m.AdminLoginPage),
  ),
  AdminGuard: lazyScreen(() => import('../features/admin/admin-guard').then((m) => m.AdminGuard)),
  AdminDashboard: lazyScreen(() =>
    import('../features/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
  ),
  DataTools: lazyScreen(() =>
    import('../features/admin/data-tools-page').then((m) => m.DataToolsPage),
  ),
  ToastLayer: lazyScreen(() => import('./toast-layer').then((m) => m.ToastLayer), {
    firstScreenStylesOnly,
  }),
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
  Dashboard: lazyScreen(
    () => import('./routes/dashboard/dashboard-page').then((m) => m.DashboardPage),
    { firstScreenStylesOnly },
  ),
  Survey: lazyScreen(() => import('../features/survey/survey-page').then((m) => m.SurveyPage)),
  Intent: lazyScreen(() => import('../features/intent/intent-page').then((m) => m.IntentPage)),
  Adventures: lazyScreen(() =>
    import('../features/adventures/adventures-page').then((m) => m.AdventuresPage),
  ),
  VelvetCoach: lazyScreen(() =>
    import('./routes/velvet-coach-page').then((m) => m.VelvetCoachPage),
  ),
  Dares: lazyScreen(() => import('../features/dares/dares-page').then((m) => m.DaresPage)),
  HelpAndSupport: lazyScreen(() =>
    import('../features/support/help-and-support-page').then((m) => m.HelpAndSupportPage),
  ),
  AccountProfile: lazyScreen(() =>
    import('./routes/account-profile-page').then((m) => m.AccountProfilePage),
  ),
  Settings: lazyScreen(() =>
    import('../features/settings/settings-page').then((m) => m.SettingsPage),
  ),
  Boundaries: lazyScreen(() =>
    import('../features/journey/boundaries-page').then((m) => m.BoundariesPage),
  ),
  SharedSummary: lazyScreen(() =>
    import('../features/results/shared-summary-page').then((m) => m.SharedSummaryPage),
  ),
  CoupleResults: lazyScreen(() =>
    import('../features/results/couple-results-page').then((m) => m.CoupleResultsPage),
  ),
  Notifications: lazyScreen(() =>
    import('../features/notifications/notifications-page').then((m) => m.NotificationsPage),
  ),
};

/** Fetches every screen's code, so each then shows at once (tests, or an idle moment). */
export const preloadScreens = () =>
  Promise.all(Object.values(screens).map((screen) => screen.preload()));
