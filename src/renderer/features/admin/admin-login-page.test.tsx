import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { NETWORK_ERROR_MESSAGE, setApiBaseUrl } from '../../lib/http';
import { AdminArea } from './admin-area';
import { afterLoginTarget, AdminLoginPage } from './admin-login-page';
import { ADMIN_TOKEN_KEY } from '../../platform/web-admin-session';
import { signInAsStaff } from '../../../../tests/support/renderer/admin-token';

const routes = [
  { path: '/', element: <p>Main site</p> },
  { path: '/admin/login', element: <AdminLoginPage /> },
  { path: '/admin/dashboard', element: <p>Admin dashboard screen</p> },
];

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('AdminLoginPage', () => {
  it('keeps Sign in disabled until both email and password are filled', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/admin/login');
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(signIn).toBeDisabled();

    await user.type(email, 'robin@velvet.example');
    expect(signIn).toBeDisabled();

    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(signIn).toBeEnabled();

    await user.clear(email);
    expect(signIn).toBeDisabled();
  });

  it('shows why signing in failed in the Login Error box', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/admin/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'robin@velvet.example');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Login Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('links back to the main site', async () => {
    renderRoutes(routes, '/admin/login');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Velvet' }));
    expect(await screen.findByText('Main site')).toBeInTheDocument();
  });

  it('shows in the page in a browser', () => {
    renderRoutes([{ element: <AdminArea />, children: routes }], '/admin/login');
    expect(screen.getByRole('heading', { name: 'Velvet Admin' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByText('Admin tools open in their own window.')).not.toBeInTheDocument();
  });

  it('sends signed-in staff on to the dashboard', async () => {
    signInAsStaff(1);
    renderRoutes(routes, '/admin/login');
    expect(await screen.findByText('Admin dashboard screen')).toBeInTheDocument();
  });
});

describe('afterLoginTarget', () => {
  it('returns to the admin page that asked for sign-in, else the dashboard', () => {
    expect(afterLoginTarget({ from: '/admin/data-tools' })).toBe('/admin/data-tools');
    expect(afterLoginTarget({ from: '/admin/login' })).toBe('/admin/dashboard');
    expect(afterLoginTarget({ from: '/dashboard' })).toBe('/admin/dashboard');
    expect(afterLoginTarget({ from: '//evil.example/admin/' })).toBe('/admin/dashboard');
    expect(afterLoginTarget(null)).toBe('/admin/dashboard');
  });
});
