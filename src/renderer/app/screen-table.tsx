import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import {
  IconAdjustmentsHorizontal,
  IconAward,
  IconClipboardList,
  IconCompass,
  IconFlame,
  IconLayoutDashboard,
  IconMessageChatbot,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../config/paths';
import { LandingPage } from '../features/landing/landing-page';
import { lazyScreen } from './lazy-screen';

/**
 * What stands around a screen:
 * - `public`: a page search engines may list, with its own head (features/info/public-page-heads.ts);
 * - `plain`: nothing, the screen fills the window;
 * - `admin-sign-in`, `staff`, `admin`: the admin tools, open to anyone, to any staff member, or to
 *   Admins and SuperAdmins (the survey's reference data);
 * - `signed-in`: the player's frame (top bar, sidebar), for signed-in players only.
 */
export type ScreenFrame = 'public' | 'plain' | 'admin-sign-in' | 'staff' | 'admin' | 'signed-in';

export interface ScreenRow {
  /** The address, from ../config/paths.ts, which the screens link through. */
  path: string;
  frame: ScreenFrame;
  /** Fetched when first shown (./lazy-screen.tsx), except the landing page. */
  screen: ComponentType;
  /** A signed-in page's name: the top bar's heading and the browser tab's. */
  title?: string;
  /** Its link in the signed-in sidebar; other rows showing the same screen light it up too. */
  nav?: { label: string; icon: Icon };
}

// The screens a visitor most often opens first: they paint with ../styles/first-screen.css alone.
const firstScreenStylesOnly = true;

const VelvetCoach = lazyScreen(() =>
  import('./routes/velvet-coach-page').then((m) => m.VelvetCoachPage),
);

/** The spec's Upgrade target shows the pricing page. */
const ToPricing = () => <Navigate to={paths.pricing.getHref()} replace />;

/**
 * Every screen of the app, one row each. The router, the signed-in pages' titles and the
 * sidebar are read from it (./router.tsx); the sidebar lists its links in this order.
 */
export const screenTable: readonly ScreenRow[] = [
  { path: paths.landing.path, frame: 'public', screen: LandingPage },
  {
    path: paths.login.path,
    frame: 'public',
    screen: lazyScreen(() => import('../features/accounts/login-page').then((m) => m.LoginPage), {
      firstScreenStylesOnly,
    }),
  },
  {
    path: paths.register.path,
    frame: 'public',
    screen: lazyScreen(() =>
      import('../features/accounts/register-page').then((m) => m.RegisterPage),
    ),
  },
  {
    path: paths.features.path,
    frame: 'public',
    screen: lazyScreen(() => import('../features/info/features-page').then((m) => m.FeaturesPage)),
  },
  {
    path: paths.about.path,
    frame: 'public',
    screen: lazyScreen(() => import('../features/info/about-page').then((m) => m.AboutPage)),
  },
  {
    path: paths.blog.path,
    frame: 'public',
    screen: lazyScreen(() => import('../features/info/blog-page').then((m) => m.BlogPage)),
  },
  {
    path: paths.privacy.path,
    frame: 'public',
    screen: lazyScreen(() => import('../features/info/privacy-page').then((m) => m.PrivacyPage)),
  },
  {
    path: paths.terms.path,
    frame: 'public',
    screen: lazyScreen(() => import('../features/info/terms-page').then((m) => m.TermsPage)),
  },
  {
    path: paths.security.path,
    frame: 'public',
    screen: lazyScreen(() => import('../features/info/security-page').then((m) => m.SecurityPage)),
  },
  {
    path: paths.contact.path,
    frame: 'public',
    screen: lazyScreen(() => import('./routes/contact-page').then((m) => m.ContactPageWithForm)),
  },
  {
    path: paths.pricing.path,
    frame: 'public',
    screen: lazyScreen(() =>
      import('../features/subscription/pricing-page').then((m) => m.PricingPage),
    ),
  },
  {
    path: paths.resetPassword.path,
    frame: 'plain',
    screen: lazyScreen(() =>
      import('../features/accounts/reset-password-page').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    path: paths.verifyEmail.path,
    frame: 'plain',
    screen: lazyScreen(() =>
      import('../features/accounts/verify-email-page').then((m) => m.VerifyEmailPage),
    ),
  },
  { path: paths.subscription.path, frame: 'plain', screen: ToPricing },
  {
    path: paths.serverAddress.path,
    frame: 'plain',
    screen: lazyScreen(() =>
      import('../features/desktop/server-address-page').then((m) => m.ServerAddressPage),
    ),
  },
  {
    path: paths.adminLogin.path,
    frame: 'admin-sign-in',
    screen: lazyScreen(() =>
      import('../features/admin/admin-login-page').then((m) => m.AdminLoginPage),
    ),
  },
  {
    path: paths.adminDashboard.path,
    frame: 'staff',
    screen: lazyScreen(() =>
      import('../features/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
    ),
  },
  {
    path: paths.adminDataTools.path,
    frame: 'admin',
    screen: lazyScreen(() =>
      import('../features/admin/data-tools-page').then((m) => m.DataToolsPage),
    ),
  },
  {
    path: paths.dashboard.path,
    frame: 'signed-in',
    title: 'Dashboard',
    nav: { label: 'Dashboard', icon: IconLayoutDashboard },
    screen: lazyScreen(
      () => import('./routes/dashboard/dashboard-page').then((m) => m.DashboardPage),
      { firstScreenStylesOnly },
    ),
  },
  {
    path: paths.survey.path,
    frame: 'signed-in',
    title: 'Survey',
    nav: { label: 'Survey', icon: IconClipboardList },
    screen: lazyScreen(() => import('../features/survey/survey-page').then((m) => m.SurveyPage)),
  },
  {
    path: paths.preferences.path,
    frame: 'signed-in',
    title: 'Preferences',
    nav: { label: 'Preferences', icon: IconAdjustmentsHorizontal },
    screen: lazyScreen(() => import('../features/intent/intent-page').then((m) => m.IntentPage)),
  },
  {
    path: paths.adventures.path,
    frame: 'signed-in',
    title: 'Adventures',
    nav: { label: 'Adventures', icon: IconCompass },
    screen: lazyScreen(() =>
      import('../features/adventures/adventures-page').then((m) => m.AdventuresPage),
    ),
  },
  {
    path: paths.coach.path,
    frame: 'signed-in',
    title: 'Velvet Coach',
    nav: { label: 'Velvet Coach', icon: IconMessageChatbot },
    screen: VelvetCoach,
  },
  { path: paths.coachAlias.path, frame: 'signed-in', title: 'Velvet Coach', screen: VelvetCoach },
  {
    path: paths.dares.path,
    frame: 'signed-in',
    title: 'Dares',
    nav: { label: 'Dares', icon: IconFlame },
    screen: lazyScreen(() => import('../features/dares/dares-page').then((m) => m.DaresPage)),
  },
  {
    path: paths.badges.path,
    frame: 'signed-in',
    title: 'Badges',
    nav: { label: 'Badges', icon: IconAward },
    screen: lazyScreen(() =>
      import('../features/gamification/badges-page').then((m) => m.BadgesPage),
    ),
  },
  {
    path: paths.accountProfile.path,
    frame: 'signed-in',
    title: 'Account Profile',
    screen: lazyScreen(() =>
      import('./routes/account-profile-page').then((m) => m.AccountProfilePage),
    ),
  },
  {
    path: paths.settings.path,
    frame: 'signed-in',
    title: 'Settings',
    screen: lazyScreen(() =>
      import('../features/settings/settings-page').then((m) => m.SettingsPage),
    ),
  },
  {
    path: paths.boundaries.path,
    frame: 'signed-in',
    title: 'My Boundaries',
    screen: lazyScreen(() =>
      import('../features/journey/boundaries-page').then((m) => m.BoundariesPage),
    ),
  },
  {
    path: paths.helpAndSupport.path,
    frame: 'signed-in',
    title: 'Help & Support',
    screen: lazyScreen(() =>
      import('../features/support/help-and-support-page').then((m) => m.HelpAndSupportPage),
    ),
  },
  {
    path: paths.summary.path,
    frame: 'signed-in',
    title: 'Shared Summary',
    screen: lazyScreen(() =>
      import('../features/results/shared-summary-page').then((m) => m.SharedSummaryPage),
    ),
  },
  {
    path: paths.coupleResults.path,
    frame: 'signed-in',
    title: 'Couple Results',
    screen: lazyScreen(() =>
      import('../features/results/couple-results-page').then((m) => m.CoupleResultsPage),
    ),
  },
  {
    path: paths.notifications.path,
    frame: 'signed-in',
    title: 'Notifications',
    screen: lazyScreen(() =>
      import('../features/notifications/notifications-page').then((m) => m.NotificationsPage),
    ),
  },
];
