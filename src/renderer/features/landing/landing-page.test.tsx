import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { LandingPage } from './landing-page';
import { INSTALL_HINT_DISMISSED_KEY } from '../../lib/use-install-prompt';

const renderLanding = () => renderRoutes([{ path: '/', element: <LandingPage /> }]);

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
    expect(footer.getByText(/© 2025 Velvet/)).toBeInTheDocument();
  });

  it('shows a dismissible install tip and remembers the dismissal', () => {
    const { unmount } = renderLanding();
    expect(screen.getByText(/add Velvet to your home screen/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss install tip' }));
    expect(screen.queryByText(/add Velvet to your home screen/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_HINT_DISMISSED_KEY)).toBe('true');
    unmount();
    renderLanding();
    expect(screen.queryByText(/add Velvet to your home screen/)).not.toBeInTheDocument();
  });

  it('offers Install App when the browser fires beforeinstallprompt, and prompts on click', async () => {
    renderLanding();
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
    expect(screen.queryByText(/add Velvet to your home screen/)).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    });
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });
});
