import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { AdminArea } from './admin-area';
import { AdminGuard } from './admin-guard';
import { AdminHeader } from './admin-header';
import { AdminLoginPage } from './admin-login-page';

// The desktop app's admin window: its preload puts `velvetAdmin` on the page before the app.
const bridge = await vi.hoisted(async () => {
  const { createFakeAdminBridge } =
    await import('../../../../tests/support/renderer/fake-admin-bridge');
  const fake = createFakeAdminBridge();
  window.velvetAdmin = fake;
  return fake;
});

const routes = [
  {
    element: <AdminArea />,
    children: [
      { path: '/admin/login', element: <AdminLoginPage /> },
      {
        element: <AdminGuard />,
        children: [{ path: '/admin/dashboard', element: <AdminHeader title="Admin Dashboard" /> }],
      },
    ],
  },
];

describe('the admin pages in the desktop admin window', () => {
  it('wait for main, sign in through it, show its refusal, and sign out through it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, '/admin/dashboard');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    bridge.answerSession(null);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(router.state.location.pathname).toBe('/admin/login');

    bridge.failure = { status: 401, message: 'Invalid email or password' };
    await user.type(email, 'robin@velvet.example');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Login Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Invalid email or password');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(bridge.calls).toEqual([
      'login:robin@velvet.example',
      'login:robin@velvet.example',
      'logout',
    ]);
  });
});
