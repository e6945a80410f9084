import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { DashboardPage } from './dashboard-page';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token shaped like the server's; the renderer reads its claims and never checks the signature. */
function signIn(coupleId: string | null = null) {
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({
    sub: '8b0e3f4c-1d2a-4e5f-9a6b-7c8d9e0f1a2b',
    email: 'sam@example.com',
    displayName: 'Sam',
    coupleId,
    player1Id: coupleId ? '8b0e3f4c-1d2a-4e5f-9a6b-7c8d9e0f1a2b' : null,
    player2Id: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  window.localStorage.setItem('token', `${header}.${payload}.c2lnbmF0dXJl`);
}

const renderDashboard = () =>
  renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/survey', element: <p>Survey screen</p> },
      { path: '/account-profile', element: <p>Account Profile screen</p> },
    ],
    '/dashboard',
  );

describe('DashboardPage', () => {
  beforeEach(() => signIn());

  it('welcomes the player by name', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome back, Sam!' })).toBeInTheDocument();
  });

  it('offers honest first steps and says what is still to come', async () => {
    const { router } = renderDashboard();
    const card = screen.getByRole('region', { name: 'Getting started' });
    expect(card).toHaveTextContent(/arrives in coming releases/);
    expect(within(card).getByRole('heading', { name: 'Connect with your partner' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Open Account Profile' })).toHaveAttribute(
      'href',
      '/account-profile',
    );

    await userEvent.click(within(card).getByRole('link', { name: 'Go to Survey' }));
    expect(router.state.location.pathname).toBe('/survey');
  });

  it('speaks to a connected couple differently', () => {
    window.localStorage.clear();
    signIn('5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d');
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
  });

  it('reports a failed player load and retries it', async () => {
    renderDashboard();
    // No server in tests, so loading the player fails.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load player or couple data.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    // Retrying drops the old alert while loading; the second attempt fails too and shows a new one.
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load player or couple data.',
    );
    expect(screen.getByRole('heading', { name: 'Welcome back, Sam!' })).toBeInTheDocument();
  });
});
