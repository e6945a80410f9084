import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { createMemoryNotifications } from '../../../../tests/support/renderer/memory-notifications';
import { NotificationBell } from './notification-bell';

// A file of its own: the dropdown's code must not have arrived yet when the bell is pressed.
describe('NotificationBell pressed before its dropdown has arrived', () => {
  it('opens once the dropdown arrives, with focus inside, and Escape gives focus back to the bell', async () => {
    renderRoutes([{ path: '*', element: <NotificationBell /> }], '/dashboard', undefined, {
      notifications: createMemoryNotifications(),
    });
    screen.getByRole('button', { name: 'Notifications' }).focus();
    await userEvent.keyboard('{Enter}');

    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dropdown).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
  });
});
