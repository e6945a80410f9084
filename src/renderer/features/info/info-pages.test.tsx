import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { AboutPage } from './about-page';
import { BlogPage } from './blog-page';
import { ContactPage } from './contact-page';
import { FeaturesPage } from './features-page';
import { PrivacyPage } from './privacy-page';
import { SecurityPage } from './security-page';
import { TermsPage } from './terms-page';

const renderPage = (element: ReactElement) => renderRoutes([{ path: '/', element }]);

const pages: [string, ReactElement][] = [
  ['FeaturesPage', <FeaturesPage key="features" />],
  ['AboutPage', <AboutPage key="about" />],
  ['ContactPage', <ContactPage key="contact" />],
  ['BlogPage', <BlogPage key="blog" />],
  ['PrivacyPage', <PrivacyPage key="privacy" />],
  ['TermsPage', <TermsPage key="terms" />],
  ['SecurityPage', <SecurityPage key="security" />],
];

const h2Texts = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe.each(pages)('%s', (_name, element) => {
  it('has one h1, the landmarks, the header links and the footer', () => {
    renderPage(element);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Velvet home' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Velvet. All rights reserved.`),
    ).toBeVisible();
  });

  it('offers a signed-in player the dashboard instead of Sign In and Get Started', () => {
    signInForTest();
    renderPage(element);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(header.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: /Get Started/ })).not.toBeInTheDocument();
  });

  it('promises nothing the product does not do', () => {
    renderPage(element);
    const text = document.body.textContent ?? '';
    // A close match shows that one partner said Maybe; answers change by rounds, at most weekly.
    for (const untrue of [
      /individual answers/i,
      /which of you gave which answer/i,
      /whenever you like/i,
      /TLS 1\.3/,
      /both reflect/i,
    ]) {
      expect(text).not.toMatch(untrue);
    }
  });
});

describe('FeaturesPage', () => {
  it('links Get Started Free to /register and states the couple promises', () => {
    renderPage(<FeaturesPage />);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByText(/Only the account holder can invite a partner/)).toBeInTheDocument();
    expect(screen.getByText(/Either partner can end the connection/)).toBeInTheDocument();
    expect(screen.getByText(/shared only with your partner, and it is never sold/)).toBeVisible();
  });

  it('says when the trial starts, what stays free after it, and who has the coach', () => {
    renderPage(<FeaturesPage />);
    expect(screen.getByText(/14 days from the day you invite your partner/)).toBeVisible();
    expect(
      screen.getByText(/the survey, your results and your shared summary stay free/),
    ).toBeVisible();
    expect(screen.getByText(/in the free trial and the annual plan/)).toBeVisible();
    expect(
      screen.getByText(/changing an answer starts a new round, at most once a week/),
    ).toBeVisible();
  });
});

describe('AboutPage', () => {
  it('shows the mission, the four values, the story and Contact Us', () => {
    renderPage(<AboutPage />);
    expect(h2Texts()).toEqual(expect.arrayContaining(['Our Mission', 'Our Values', 'Our Story']));
    const values = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(values).toEqual([
      'Privacy First',
      'Consent Centred',
      'Quality Over Quantity',
      'Continuous Innovation',
    ]);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});

describe('ContactPage', () => {
  it('shows the email and support-form cards, the note and four FAQs, without a form', () => {
    const { container } = renderPage(<ContactPage />);
    expect(screen.getByRole('heading', { name: 'Email Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'support@velvet.app' })[0]).toHaveAttribute(
      'href',
      'mailto:support@velvet.app',
    );
    expect(screen.getByText('We reply within 24-48 hours.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Support Form' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Help & Support' })).toHaveAttribute(
      'href',
      '/help-and-support',
    );
    expect(screen.getByText(/please use Help & Support inside the app/)).toBeInTheDocument();
    const faq = screen
      .getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })
      .closest('section');
    expect(faq).not.toBeNull();
    expect(within(faq as HTMLElement).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText(/Phone support is not offered/)).toBeInTheDocument();
    expect(container.querySelector('form')).toBeNull();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the message form it is given in its own section, before the FAQs', () => {
    renderPage(<ContactPage messageForm={<form aria-label="Contact Support" />} />);
    const section = screen
      .getByRole('heading', { level: 2, name: 'Send Us a Message' })
      .closest('section');
    expect(
      within(section as HTMLElement).getByRole('form', { name: 'Contact Support' }),
    ).toBeInTheDocument();
    expect(h2Texts()).toEqual([
      'How to reach us',
      'Send Us a Message',
      'Frequently Asked Questions',
    ]);
  });
});

describe('BlogPage', () => {
  it('shows Coming Soon with Back Home and Get Help', () => {
    renderPage(<BlogPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Get Help' })).toHaveAttribute(
      'href',
      '/help-and-support',
    );
  });
});

describe('PrivacyPage', () => {
  it('is dated October 2025 and covers collection, sharing, rights and cookies', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByText('Last updated: October 2025')).toBeInTheDocument();
    expect(h2Texts()).toEqual(
      expect.arrayContaining([
        'Information We Collect',
        'How We Use Your Information',
        'How We Share Your Information',
        'How We Protect Your Information',
        'Your Rights and Choices',
        'Cookies and Local Storage',
        'Contact Us',
      ]),
    );
    for (const kind of [
      'Account information',
      'Journey and preference data',
      'Usage information',
      'Technical information',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: kind })).toBeInTheDocument();
    }
    expect(screen.getByText(/shared only with your partner/)).toBeInTheDocument();
    expect(screen.getByText(/We never sell your data/)).toBeInTheDocument();
    // What a partner can and cannot learn from the results, said honestly.
    expect(screen.getByText(/never sees a “No” as such, nor a list of what either/)).toBeVisible();
    expect(screen.getByText(/not among your matches tells them you did not/)).toBeVisible();
    expect(screen.getByText(/results keep showing your last completed round/)).toBeVisible();
    expect(screen.getByText(/no third-party tracking/)).toBeInTheDocument();
    expect(screen.getByText(/your results show which of you said “Maybe”/)).toBeVisible();
    expect(screen.getByText(/A chat with the Velvet Coach is not stored/)).toBeVisible();
    expect(screen.getByText(/outside AI\s+service/)).toHaveTextContent(
      'It is never told a “No”, a boundary or who answered what.',
    );
    expect(screen.getByText(/under 18, that\s+answer/)).toBeVisible();
    for (const right of ['Access:', 'Correct:', 'Delete:', 'Opt out of promotions:']) {
      expect(screen.getByText(right)).toBeInTheDocument();
    }
  });
});

describe('TermsPage', () => {
  it('is dated October 2025 and has exactly 11 numbered sections', () => {
    renderPage(<TermsPage />);
    expect(screen.getByText('Last updated: October 2025')).toBeInTheDocument();
    const titles = h2Texts();
    expect(titles).toHaveLength(11);
    titles.forEach((title, index) => expect(title).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(titles).toEqual(
      expect.arrayContaining([
        '4. User Responsibilities',
        '5. Couple Partnership',
        '6. Acceptable Use',
        '8. Subscriptions and Billing',
        '10. Termination',
      ]),
    );
  });

  it('states the billing constants and the 18+ rule', () => {
    renderPage(<TermsPage />);
    expect(screen.getByText(/14-day free trial/)).toBeInTheDocument();
    expect(screen.getByText(/\$10 per month/)).toBeInTheDocument();
    expect(screen.getByText(/\$100 per\s+year/)).toBeInTheDocument();
    expect(screen.getByText(/at least 30 days before any price change/)).toBeInTheDocument();
    expect(screen.getByText(/7-day money-back guarantee/)).toBeInTheDocument();
    expect(screen.getByText(/You must be 18 or older/)).toBeInTheDocument();
  });
});

describe('SecurityPage', () => {
  it('names Argon2id and HTTPS, and never bcrypt', () => {
    renderPage(<SecurityPage />);
    expect(screen.getByText(/hashed with Argon2id/)).toBeInTheDocument();
    expect(screen.getByText(/travels over\s+HTTPS/)).toBeInTheDocument();
    expect(screen.queryByText(/bcrypt/i)).not.toBeInTheDocument();
  });

  it('says what a partner sees of your answers: a close match shows a Maybe, never a No', () => {
    renderPage(<SecurityPage />);
    expect(screen.getByText(/a close match shows that one of you said\s+“Maybe”/)).toBeVisible();
    expect(screen.getByText(/a “No” is never revealed/)).toBeVisible();
  });

  it('covers access reviews, breach notice and responsible disclosure', () => {
    renderPage(<SecurityPage />);
    expect(screen.getByText(/every quarter/)).toBeInTheDocument();
    expect(screen.getByText(/within 72 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'security@velvet.app' })).toHaveAttribute(
      'href',
      'mailto:security@velvet.app',
    );
    expect(screen.getByText(/We reply within 48 hours/)).toBeInTheDocument();
    // What encryption at rest protects against, and what it does not.
    expect(screen.getByText(/A copy of our database or of its backups/)).toBeInTheDocument();
    expect(screen.getByText(/controls the running server and its key/)).toBeInTheDocument();
    expect(h2Texts()).toEqual(
      expect.arrayContaining([
        'Infrastructure',
        'Encryption',
        'Access Controls',
        'Monitoring and Incident Response',
        'Code Security',
        'Your Security Tips',
        'Responsible Disclosure',
      ]),
    );
  });
});
