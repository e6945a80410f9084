import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { routes } from '../router';
import { preloadScreens } from '../screens';

// The app's screens are fetched on demand; fetch them all first, as a visit would have.
beforeAll(() => preloadScreens());

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token shaped like the server's; the renderer reads its claims and never checks the signature. */
function signIn() {
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({
    sub: '3f1c6a52-8a4e-4d7b-9c1e-2b5d7f0a9e31',
    email: 'alex@example.com',
    displayName: 'Alex Rivers',
    coupleId: null,
    player1Id: null,
    player2Id: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  window.localStorage.setItem('token', `${header}.${payload}.c2lnbmF0dXJl`);
}

describe('TopBarActions', () => {
  it('puts the notification bell left of the account menu, fed by the platform', async () => {
    signIn();
    renderRoutes(routes, '/dashboard');
    const bell = screen.getByRole('button', { name: 'Notifications' });
    const account = screen.getByRole('button', { name: 'Account menu' });
    expect(bell.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();

    // The platform's feed has heard of no sign-in here, so the list is empty.
    await userEvent.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toHaveTextContent(
      'No notifications yet',
    );
  });
});
