import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { AdminGuard } from './admin-guard';
import { ADMIN_TOKEN_KEY } from '../../platform/web-admin-session';
import { signInAsStaff } from '../../../../tests/support/renderer/admin-token';

const routes = [
  { path: '/admin/login', element: <p>Admin login screen</p> },
  { path: '/admin/dashboard', element: <p>Admin dashboard screen</p> },
  {
    element: <AdminGuard />,
    children: [{ path: '/admin/data-tools', element: <p>Data tools screen</p> }],
  },
  {
    path: '/admin/superadmin-only',
    element: (
      <AdminGuard minRole={2}>
        <p>SuperAdmin screen</p>
      </AdminGuard>
    ),
  },
];

describe('AdminGuard', () => {
  it('sends a visitor without a staff token to /admin/login', async () => {
    const { router } = renderRoutes(routes, '/admin/data-tools');
    expect(await screen.findByText('Admin login screen')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/admin/data-tools' });
  });

  it("does not take a player's token for a staff one", async () => {
    window.localStorage.setItem('token', 'player.token.here');
    renderRoutes(routes, '/admin/data-tools');
    expect(await screen.findByText('Admin login screen')).toBeInTheDocument();
  });

  it('lets any signed-in staff member in when no role is required', async () => {
    signInAsStaff(0);
    renderRoutes(routes, '/admin/data-tools');
    expect(await screen.findByText('Data tools screen')).toBeInTheDocument();
  });

  it('denies access below the required role, with a way back to the dashboard', async () => {
    signInAsStaff(0);
    renderRoutes(routes, '/admin/superadmin-only');

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have sufficient permissions to access this page."),
    ).toBeInTheDocument();
    expect(screen.queryByText('SuperAdmin screen')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByText('Admin dashboard screen')).toBeInTheDocument();
  });

  it('lets the required role in', async () => {
    signInAsStaff(2);
    renderRoutes(routes, '/admin/superadmin-only');
    expect(await screen.findByText('SuperAdmin screen')).toBeInTheDocument();
  });

  it('removes an expired token and asks to sign in', async () => {
    signInAsStaff(2, { exp: Math.floor(Date.now() / 1000) - 1 });
    renderRoutes(routes, '/admin/superadmin-only');
    expect(await screen.findByText('Admin login screen')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('removes a token it cannot decode and asks to sign in', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'header.bm90IGpzb24.sig');
    renderRoutes(routes, '/admin/data-tools');
    expect(await screen.findByText('Admin login screen')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});
