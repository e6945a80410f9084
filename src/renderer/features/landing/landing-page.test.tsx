import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { LandingPage } from './landing-page';
import { INSTALL_HINT_DISMISSED_KEY } from '../../lib/use-install-prompt';

const renderLanding = () => renderRoutes([{ path: '/', element: <LandingPage /> }]);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';
const INSTALL_TIP = /add Velvet to your home screen/;

const withUserAgent = (userAgent: string) =>
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('LandingPage', () => {
  it('has one h1, the tagline and the page landmarks', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Play deeper. Love bolder.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByText(/18\+/).length).toBeGreaterThan(0);
  });

  it('links Sign In to /login and Get Started to /register from the navigation', () => {
    renderLanding();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Velvet home' })).toHaveAttribute('href', '/');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(main.getByRole('link', { name: 'Create Your Free Account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows the three feature cards', () => {
    renderLanding();
    const cards = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards).toEqual([
      'Compatibility Insights',
      'Guided Challenges',
      'Personalised Date Nights',
    ]);
  });

  it('shows the benefits that matter for trust', () => {
    renderLanding();
    expect(screen.getByText('Private answers')).toBeInTheDocument();
    expect(screen.getByText('Made for two')).toBeInTheDocument();
    expect(screen.getByText('Consent first')).toBeInTheDocument();
    expect(screen.getByText('Your data is never sold')).toBeInTheDocument();
  });

  it("shows the BetaBanner's Send Feedback link to /contact", () => {
    renderLanding();
    const banner = within(screen.getByRole('complementary', { name: 'Beta notice' }));
    expect(banner.getByText(/BETA/)).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Send Feedback' })).toHaveAttribute('href', '/contact');
  });

  it('lists all nine footer links with the copyright', () => {
    renderLanding();
    const footer = within(screen.getByRole('contentinfo'));
    const expected: [string, string][] = [
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['Create Account', '/register'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Security', '/security'],
    ];
    for (const [name, href] of expected) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Velvet. All rights reserved.`),
    ).toBeVisible();
  });

  it('dates the copyright in the year the page is read', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    renderLanding();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('© 2031 Velvet. All rights reserved.')).toBeVisible();
  });

  it('shows an iPhone the dismissible install tip and remembers the dismissal', () => {
    withUserAgent(IPHONE);
    const { unmount } = renderLanding();
    expect(screen.getByText(INSTALL_TIP)).toHaveTextContent(
      'Install Velvet on this iPhone or iPad: tap Share, then “Add to Home Screen”',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss install tip' }));
    expect(screen.queryByText(INSTALL_TIP)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_HINT_DISMISSED_KEY)).toBe('true');
    unmount();
    renderLanding();
    expect(screen.queryByText(INSTALL_TIP)).not.toBeInTheDocument();
  });

  it('shows no install tip anywhere but iPhone and iPad', () => {
    for (const userAgent of [ANDROID, window.navigator.userAgent]) {
      const agent = withUserAgent(userAgent);
      const { unmount } = renderLanding();
      expect(screen.queryByText(INSTALL_TIP)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Dismiss install tip' })).not.toBeInTheDocument();
      unmount();
      agent.mockRestore();
    }
  });

  it('leads a signed-in player to the dashboard instead of Sign In and Get Started', () => {
    signInForTest();
    renderLanding();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(nav.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(main.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(main.queryByRole('link', { name: 'Create Your Free Account' })).not.toBeInTheDocument();
  });

  it('promises only what is true of what a partner sees', () => {
    renderLanding();
    const main = within(screen.getByRole('main'));
    expect(main.queryByText(/individual answers/)).not.toBeInTheDocument();
    expect(main.queryByText(/whenever you like/)).not.toBeInTheDocument();
    expect(main.getByText(/can show that one of you said “Maybe”/)).toBeVisible();
  });

  it('offers Install App when the browser fires beforeinstallprompt, and prompts on click', async () => {
    withUserAgent(IPHONE);
    renderLanding();
    expect(screen.getByText(INSTALL_TIP)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
    const prompt = vi.fn().mockResolvedValue(undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    // Offered installation, the browser needs no tip.
    expect(screen.queryByText(INSTALL_TIP)).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    });
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });
});
