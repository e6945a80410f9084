import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { setApiBaseUrl } from '../../lib/http';
import { AdminDashboardPage } from './admin-dashboard-page';
import { AdminGuard } from './admin-guard';
import { ADMIN_TOKEN_KEY } from '../../platform/web-admin-session';
import { signInAsStaff } from '../../../../tests/support/renderer/admin-token';

const renderDashboard = () =>
  renderRoutes(
    [
      {
        element: <AdminGuard />,
        children: [
          { path: '/admin/dashboard', element: <AdminDashboardPage /> },
          { path: '/admin/data-tools', element: <p>Data tools screen</p> },
        ],
      },
      { path: '/admin/login', element: <p>Admin login screen</p> },
    ],
    '/admin/dashboard',
  );

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('AdminDashboardPage', () => {
  it('welcomes the staff member with their role', () => {
    signInAsStaff(2);
    renderDashboard();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Welcome, Robin')).toBeInTheDocument();
    expect(within(header).getByText('SuperAdmin')).toBeInTheDocument();
  });

  it('says the users failed to load, and loads again on Refresh', async () => {
    signInAsStaff(1);
    renderDashboard();
    const section = screen.getByRole('region', { name: 'System Users' });
    expect(within(section).getByRole('status', { name: 'Loading users' })).toBeInTheDocument();
    const alert = await within(section).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load users');

    await userEvent.click(within(section).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await within(section).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load users',
    );
  });

  it('opens and closes the Create New System User form', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsStaff(1);
    renderDashboard();
    const toggle = screen.getByRole('button', { name: 'Create New System User' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Create User' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('button', { name: 'Create User' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Display Name' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a Support tab, which says when the messages fail to load', async () => {
    signInAsStaff(0);
    renderDashboard();
    await userEvent.click(screen.getByRole('tab', { name: 'Support' }));
    const panel = screen.getByRole('tabpanel', { name: 'Support' });
    expect(await within(panel).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load support messages',
    );
    expect(screen.queryByRole('region', { name: 'System Users' })).toBeNull();
  });

  it('goes to the data tools', async () => {
    signInAsStaff(1);
    renderDashboard();
    await userEvent.click(screen.getByRole('link', { name: 'Data Tools' }));
    expect(await screen.findByText('Data tools screen')).toBeInTheDocument();
  });

  it('logs out: the staff token is gone and the sign-in page shows', async () => {
    signInAsStaff(1);
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Admin login screen')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull());
  });
});
