/** The tabs of /adventures: a status, or the one that generates a new adventure. */
export type AdventuresTab = 'draft' | 'planned' | 'completed' | 'declined' | 'generate';

/** Every screen's path in one place; screens link through these, never through string literals. */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  register: {
    path: '/register',
    getHref: (invite?: { email?: string; coupleId?: string; inviteToken?: string }) => {
      const query = new URLSearchParams();
      if (invite?.email) query.set('email', invite.email);
      if (invite?.coupleId) query.set('coupleId', invite.coupleId);
      if (invite?.inviteToken) query.set('inviteToken', invite.inviteToken);
      const search = query.toString();
      return search ? `/register?${search}` : '/register';
    },
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  /** The emailed link that proves the player owns their address. */
  verifyEmail: {
    path: '/verify-email',
    getHref: (token?: string) =>
      token ? `/verify-email?token=${encodeURIComponent(token)}` : '/verify-email',
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  survey: { path: '/survey', getHref: () => '/survey' },
  preferences: { path: '/playerIntent', getHref: () => '/playerIntent' },
  adventures: {
    path: '/adventures',
    getHref: (tab?: AdventuresTab) => (tab ? `/adventures?tab=${tab}` : '/adventures'),
  },
  coach: { path: '/velvet-coach', getHref: () => '/velvet-coach' },
  coachAlias: { path: '/coach', getHref: () => '/coach' },
  dares: {
    path: '/dares',
    getHref: (tab?: 'sent' | 'received') => (tab ? `/dares?tab=${tab}` : '/dares'),
  },
  badges: { path: '/badges', getHref: () => '/badges' },
  accountProfile: { path: '/account-profile', getHref: () => '/account-profile' },
  settings: { path: '/settings', getHref: () => '/settings' },
  boundaries: { path: '/boundaries', getHref: () => '/boundaries' },
  helpAndSupport: { path: '/help-and-support', getHref: () => '/help-and-support' },
  summary: { path: '/summary', getHref: () => '/summary' },
  coupleResults: {
    path: '/coupleResults',
    getHref: (coupleId: string) => `/coupleResults?coupleId=${encodeURIComponent(coupleId)}`,
  },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  features: { path: '/features', getHref: () => '/features' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  /** The spec's Upgrade target; it shows the pricing page. */
  subscription: { path: '/subscription', getHref: () => '/subscription' },
  about: { path: '/about', getHref: () => '/about' },
  blog: { path: '/blog', getHref: () => '/blog' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  security: { path: '/security', getHref: () => '/security' },
  adminLogin: { path: '/admin/login', getHref: () => '/admin/login' },
  adminDashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  adminDataTools: { path: '/admin/data-tools', getHref: () => '/admin/data-tools' },
  serverAddress: { path: '/desktop/server-address', getHref: () => '/desktop/server-address' },
} as const;
