/**
 * What a search engine and a browser tab show for each public page. The build writes each into
 * the page's own HTML (web/public-page-html.ts), with the page's code preloaded; the app sets
 * them again when a visitor moves between pages (PublicPageHead).
 */
export interface PublicPageHeadInfo {
  path: string;
  /** The page's HTML file in the build, served for `path` (src/server/plugins/web-app.ts). */
  file: string;
  title: string;
  description: string;
  /** The screen's source, whose chunk and imports the page's HTML preloads. */
  screen: string;
}

export const publicPageHeads: readonly PublicPageHeadInfo[] = [
  {
    path: '/',
    file: 'landing.html',
    title: 'Velvet: play deeper. Love bolder.',
    description:
      'Velvet is an adults-only app for couples: a private survey, shared results, quick tasks, dares and date-night adventures built around what you both enjoy.',
    screen: 'src/renderer/features/landing/landing-page.tsx',
  },
  {
    path: '/login',
    file: 'login.html',
    title: 'Sign in · Velvet',
    description:
      'Sign in to Velvet to continue your survey, see your shared results and pick up where the two of you left off.',
    screen: 'src/renderer/features/accounts/login-page.tsx',
  },
  {
    path: '/register',
    file: 'register.html',
    title: 'Create your account · Velvet',
    description:
      'Create your Velvet account, invite your partner and start the private survey that shows where the two of you meet.',
    screen: 'src/renderer/features/accounts/register-page.tsx',
  },
  {
    path: '/features',
    file: 'features.html',
    title: 'Features · Velvet',
    description:
      'What Velvet does for couples: a private Yes / Maybe / No survey, a shared summary, quick tasks, dares, adventures and a coach.',
    screen: 'src/renderer/features/info/features-page.tsx',
  },
  {
    path: '/about',
    file: 'about.html',
    title: 'About · Velvet',
    description:
      'Why Velvet exists and how it helps couples explore together, showing each partner only what you both welcome.',
    screen: 'src/renderer/features/info/about-page.tsx',
  },
  {
    path: '/blog',
    file: 'blog.html',
    title: 'Blog · Velvet',
    description:
      'The Velvet blog is coming soon: articles on communication, consent and keeping the spark alive.',
    screen: 'src/renderer/features/info/blog-page.tsx',
  },
  {
    path: '/contact',
    file: 'contact.html',
    title: 'Contact · Velvet',
    description:
      'How to reach the Velvet team: email, the support form and answers to common questions. We reply within 24-48 hours.',
    screen: 'src/renderer/app/routes/contact-page.tsx',
  },
  {
    path: '/pricing',
    file: 'pricing.html',
    title: 'Pricing · Velvet',
    description:
      'Velvet’s plans for couples: a 14-day free trial with every feature, then Basic or the annual plan.',
    screen: 'src/renderer/features/subscription/pricing-page.tsx',
  },
  {
    path: '/privacy',
    file: 'privacy.html',
    title: 'Privacy · Velvet',
    description: 'How Velvet collects, uses and protects your data, and the choices you have.',
    screen: 'src/renderer/features/info/privacy-page.tsx',
  },
  {
    path: '/terms',
    file: 'terms.html',
    title: 'Terms · Velvet',
    description: 'The terms that apply when you use Velvet, an adults-only app for couples.',
    screen: 'src/renderer/features/info/terms-page.tsx',
  },
  {
    path: '/security',
    file: 'security.html',
    title: 'Security · Velvet',
    description: 'How Velvet secures your account, your answers and your partner’s privacy.',
    screen: 'src/renderer/features/info/security-page.tsx',
  },
];

/** The public page at `pathname`, if it is one. */
export const publicPageHeadAt = (pathname: string) =>
  publicPageHeads.find((page) => page.path === pathname);
