import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { renderApp } from '../../../../tests/support/renderer/render';
import { setApiBaseUrl } from '../../lib/http';
import { preloadScreens } from '../router';
import { BETA_NOTICE_DISMISSED_KEY } from '../../lib/device-storage';
import { NAV_COLLAPSED_KEY } from './use-nav-state';
import { pressTopBarButton } from '../../../../tests/support/renderer/top-bar';

// The app's screens are fetched on demand; fetch them all first, as a visit would have.
beforeAll(() => preloadScreens());

const PLAYER_ID = '3f1c6a52-8a4e-4d7b-9c1e-2b5d7f0a9e31';

/** Alex, signed in as the browser keeps it. */
const signIn = (displayName = 'Alex Rivers') =>
  signInForTest(null, { sub: PLAYER_ID, email: 'alex@example.com', displayName });

const originalMatchMedia = window.matchMedia;

/** jsdom has no layout; report a desktop-wide (or phone-narrow) viewport to the shell. */
function useViewport(kind: 'desktop' | 'phone') {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: kind === 'desktop' && query.includes('min-width'),
  })) as typeof window.matchMedia;
}

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const toggle = () => screen.getByRole('button', { name: 'Toggle navigation' });

beforeEach(() => signIn());
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('SignedInLayout', () => {
  it('shows the page title as the top-level heading', async () => {
    useViewport('desktop');
    const { router } = renderApp('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    await userEvent.click(within(navigation()).getByRole('link', { name: 'Survey' }));
    expect(router.state.location.pathname).toBe('/survey');
    expect(screen.getByRole('heading', { level: 1, name: 'Survey' })).toBeInTheDocument();
    expect(document.title).toBe('Survey · Velvet');
  });

  it('lists the six sidebar links in order and marks the current one', () => {
    useViewport('desktop');
    renderApp('/adventures');
    const links = within(navigation()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Survey',
      'Preferences',
      'Adventures',
      'Velvet Coach',
      'Dares',
      'Badges',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/survey',
      '/playerIntent',
      '/adventures',
      '/velvet-coach',
      '/dares',
      '/badges',
    ]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toEqual([links[3]]);
  });

  it('marks Velvet Coach current on the /coach alias', () => {
    useViewport('desktop');
    renderApp('/coach');
    expect(within(navigation()).getByRole('link', { name: 'Velvet Coach' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens and closes the sidebar on a phone, closing it when a link is chosen', async () => {
    useViewport('phone');
    const { router } = renderApp('/dashboard');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', navigation().id);
    expect(navigation()).toHaveAttribute('inert');
    // Nothing to build for the first screen until the sidebar is asked for.
    expect(within(navigation()).queryAllByRole('link')).toEqual([]);

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(navigation()).not.toHaveAttribute('inert');

    await userEvent.click(within(navigation()).getByRole('link', { name: 'Dares' }));
    expect(router.state.location.pathname).toBe('/dares');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone sidebar with Escape and returns focus to the toggle', async () => {
    useViewport('phone');
    renderApp('/dashboard');
    await userEvent.click(toggle());
    within(navigation()).getByRole('link', { name: 'Survey' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('folds the desktop sidebar into a named icon rail and remembers it', async () => {
    useViewport('desktop');
    const first = renderApp('/dashboard');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(navigation()).not.toHaveAttribute('inert');

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem(NAV_COLLAPSED_KEY)).toBe('true');
    // Icons only, yet every link keeps its name.
    const railLinks = within(navigation()).getAllByRole('link');
    expect(railLinks.map((link) => link.textContent)).toEqual(['', '', '', '', '', '', '']);
    expect(within(navigation()).getByRole('link', { name: 'Preferences' })).toBeInTheDocument();

    first.unmount();
    renderApp('/dashboard');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the beta notice for good on this device once dismissed', async () => {
    const first = renderApp('/dashboard');
    const notice = screen.getByRole('complementary', { name: 'Beta notice' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss the beta notice' }));
    expect(screen.queryByRole('complementary', { name: 'Beta notice' })).toBeNull();
    first.unmount();
    renderApp('/dashboard');
    expect(screen.queryByRole('complementary', { name: 'Beta notice' })).toBeNull();
    window.localStorage.removeItem(BETA_NOTICE_DISMISSED_KEY);
  });

  it('shows the beta notice with Send Feedback and a skip link to the content', async () => {
    renderApp('/dashboard');
    const notice = screen.getByRole('complementary', { name: 'Beta notice' });
    expect(within(notice).getByRole('link', { name: 'Send Feedback' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the display name and the four account items, even when the player cannot load', async () => {
    renderApp('/dashboard');
    const trigger = screen.getByRole('button', { name: 'Account menu for Alex Rivers (AR)' });
    expect(trigger).toHaveTextContent('AR');

    pressTopBarButton('Account menu for Alex Rivers (AR)');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Alex Rivers')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account Profile', 'Settings', 'Help & Support', 'Logout']);
    // No server in tests: once the player requests have failed (the dashboard says so), the
    // member-since line is simply left out and the menu keeps working.
    await screen.findByRole(
      'alert',
      { name: 'Failed to load player or couple data.' },
      { timeout: 5000 },
    );
    expect(within(menu).queryByText(/Member since/)).not.toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('logs out even when the server cannot be told: clears local storage, lands on /login', async () => {
    // Signing out asks the server to end the session first; unreachable, it still signs out here.
    setApiBaseUrl('http://127.0.0.1:1');
    onTestFinished(() => setApiBaseUrl(''));
    window.localStorage.setItem(NAV_COLLAPSED_KEY, 'true');
    window.localStorage.setItem('userId', PLAYER_ID);
    const { router } = renderApp('/dashboard');

    pressTopBarButton(/^Account menu for /);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.length).toBe(0);
    expect(screen.queryByRole('button', { name: /^Account menu for / })).not.toBeInTheDocument();
  });
});
