import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { VerifyEmailPage } from './verify-email-page';

const routes = [
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/login', element: <p>Login screen</p> },
  { path: '/dashboard', element: <p>Dashboard screen</p> },
];

const INVALID =
  'This confirmation link is invalid or has expired. Send a new one from your dashboard.';

// No server in these tests: every call fails fast as "unreachable".
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('VerifyEmailPage', () => {
  it('calls a link without a token invalid, and offers sign-in to a visitor', async () => {
    const { router } = renderRoutes(routes, '/verify-email');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);

    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in player with a broken link to the dashboard, where a new one is sent', async () => {
    signInForTest();
    const { router } = renderRoutes(routes, '/verify-email?token=');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);

    await userEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows that it is confirming, then offers to try again when the server is unreachable', async () => {
    renderRoutes(routes, '/verify-email?token=abcdefghijklmnopqrstuvwxyz012345');
    expect(screen.getByText('Confirming your email…').parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not reach Velvet. Check your connection and try again.');
    // Unreachable is not a refusal: the link may still be good.
    expect(alert).not.toHaveTextContent(INVALID);
    const again = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(again);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});
