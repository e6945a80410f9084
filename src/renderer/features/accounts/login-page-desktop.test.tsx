import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { platform } from '../../platform';
import { LoginPage } from './login-page';

const UNREADABLE = 'Your saved sign-in could not be read. Please sign in again.';

// The desktop app's player window, where main could not read the saved sign-in at start-up.
const bridge = await vi.hoisted(async () => {
  const { createFakePlayerBridge } =
    await import('../../../../tests/support/renderer/fake-player-bridge');
  const fake = createFakePlayerBridge({
    sessionState: {
      session: null,
      notice: 'Your saved sign-in could not be read. Please sign in again.',
    },
    address: 'http://localhost:8080',
  });
  window.velvet = fake;
  return fake;
});

beforeAll(() => platform.ready());

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/dashboard', element: <p>Dashboard screen</p> },
  { path: '/desktop/server-address', element: <p>Server address screen</p> },
];

describe('LoginPage in the desktop app', () => {
  it('says why the player has to sign in again, above the form', () => {
    renderRoutes(routes, '/login');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(UNREADABLE);
    expect(
      notice.compareDocumentPosition(screen.getByRole('textbox', { name: 'Email' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('names the server, with a way to change it', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/login');
    expect(await screen.findByText(/Server: http:\/\/localhost:8080/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Change server address' }));

    expect(await screen.findByText('Server address screen')).toBeInTheDocument();
  });

  it('shows main’s reason for a refused sign-in, then signs in through main', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, '/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');

    bridge.failure = { status: 401, message: 'Invalid email or password.' };
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    // Signed in, the bell asks main for the notifications too; the sign-ins are what count here.
    expect(bridge.calls.filter((call) => call !== 'refreshNotifications')).toEqual([
      'login',
      'login',
    ]);
  });
});
