import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/support/renderer/render';
import { setApiBaseUrl } from '../lib/http';
import { platform } from '../platform';
import { preloadScreens } from './router';
import { pressTopBarButton } from '../../../tests/support/renderer/top-bar';

// The app's screens are fetched on demand; fetch them all first, as a visit would have.
beforeAll(() => preloadScreens());

// The desktop app's player window with Sam signed in: main has the token, the page has none.
const bridge = await vi.hoisted(async () => {
  const { aPlayerSession, createFakePlayerBridge } =
    await import('../../../tests/support/renderer/fake-player-bridge');
  const fake = createFakePlayerBridge({
    sessionState: { session: aPlayerSession(), notice: null },
  });
  window.velvet = fake;
  return fake;
});

beforeAll(() => platform.ready());
// No server in these tests: the screens' own calls fail fast as "unreachable".
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  bridge.calls.length = 0;
});
afterEach(() => setApiBaseUrl(''));

describe('the desktop player window', () => {
  it('offers the admin tools in the account menu, opening their window', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/dashboard');

    pressTopBarButton(/^Account menu for /);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account Profile', 'Settings', 'Help & Support', 'Admin tools', 'Logout']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Admin tools' }));
    // The bell's read asks main to poll as well; that is all else the window asked.
    expect(bridge.calls.filter((call) => call !== 'refreshNotifications')).toEqual([
      'openAdminWindow',
    ]);
  });

  it('rings the bell with the list main holds, and with every list main pushes later', async () => {
    const { aNotification } = await import('../../../tests/support/renderer/memory-notifications');
    bridge.feedState = { items: [aNotification()], loading: false };
    const { unmount } = renderApp('/dashboard');

    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    expect(bridge.calls).toContain('refreshNotifications');

    act(() =>
      bridge.pushNotifications({ items: [aNotification(), aNotification()], loading: false }),
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    unmount();
    bridge.feedState = { items: [], loading: false };
  });

  it('opens the pages main asks for while it is open', async () => {
    const { router, unmount } = renderApp('/dashboard');

    act(() => bridge.pushOpenPath('/notifications'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();

    act(() => bridge.pushOpenPath('/desktop/server-address'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Server address' }),
    ).toBeInTheDocument();

    unmount();
    act(() => bridge.pushOpenPath('/dashboard'));
    expect(router.state.location.pathname).toBe('/desktop/server-address');
  });

  it('signs out through main, landing on sign-in with the server named', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/dashboard');

    pressTopBarButton(/^Account menu for /);
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bridge.calls).toContain('logout');
    expect(await screen.findByText(/Server: http:\/\/localhost:8080/)).toBeInTheDocument();
  });
});
