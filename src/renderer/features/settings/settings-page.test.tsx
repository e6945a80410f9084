import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { signInForTest as signIn } from '../../../../tests/support/renderer/session';
import { RequireSession } from '../../app/require-session';
import { setApiBaseUrl } from '../../lib/http';
import { SettingsPage } from './settings-page';

const renderSettings = () =>
  renderRoutes(
    [
      { element: <RequireSession />, children: [{ path: '/settings', element: <SettingsPage /> }] },
      { path: '/login', element: <p>Login screen</p> },
      { path: '/dashboard', element: <p>Dashboard screen</p> },
    ],
    '/settings',
  );

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('SettingsPage', () => {
  it('says the settings failed to load when the server is unreachable, and retries', async () => {
    signIn();
    renderSettings();
    const section = screen.getByRole('region', { name: 'Notifications' });
    const alert = await within(section).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load settings');
    expect(within(section).queryByRole('switch', { name: 'Email notifications' })).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await within(section).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load settings',
    );
  });

  it('links back to the dashboard', async () => {
    signIn();
    const { router } = renderSettings();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('links to the boundaries page', () => {
    signIn();
    renderSettings();
    const section = screen.getByRole('region', { name: 'Boundaries' });
    expect(within(section).getByRole('link', { name: 'My Boundaries' })).toHaveAttribute(
      'href',
      '/boundaries',
    );
  });

  it('redirects to /login without a session', async () => {
    const { router } = renderSettings();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
