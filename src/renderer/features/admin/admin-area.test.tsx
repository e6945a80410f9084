import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { platform } from '../../platform';
import { AdminArea } from './admin-area';
import { AdminGuard } from './admin-guard';
import { AdminLoginPage } from './admin-login-page';

// The desktop app's player window: its preload puts `velvet` on the page before the app.
const bridge = await vi.hoisted(async () => {
  const { createFakePlayerBridge } =
    await import('../../../../tests/support/renderer/fake-player-bridge');
  const fake = createFakePlayerBridge();
  window.velvet = fake;
  return fake;
});

beforeAll(() => platform.ready());

const routes = [
  { path: '/', element: <p>Main site</p> },
  {
    element: <AdminArea />,
    children: [
      { path: '/admin/login', element: <AdminLoginPage /> },
      {
        element: <AdminGuard />,
        children: [{ path: '/admin/data-tools', element: <p>Data tools screen</p> }],
      },
    ],
  },
];

describe('the admin pages in the desktop player window', () => {
  it.each(['/admin/login', '/admin/data-tools'])(
    'point to the admin window at %s, and open it',
    async (path) => {
      const user = userEvent.setup({ delay: null });
      const { router } = renderRoutes(routes, path);

      expect(screen.getByText('Admin tools open in their own window.')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
      expect(screen.queryByText('Data tools screen')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);

      bridge.calls.length = 0;
      await user.click(screen.getByRole('button', { name: 'Open admin tools' }));
      expect(bridge.calls).toEqual(['openAdminWindow']);
    },
  );

  it('says so when the admin window cannot be opened', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(bridge, 'openAdminWindow').mockRejectedValueOnce(new Error('No handler registered'));
    renderRoutes(routes, '/admin/login');

    await user.click(screen.getByRole('button', { name: 'Open admin tools' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The admin window could not be opened. Please try again.',
    );
  });
});
