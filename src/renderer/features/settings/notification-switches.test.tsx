import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getNotificationSettings } from '@shared/api/routes/settings';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { signInForTest as signIn } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { routeKey } from '../../lib/route-query';
import { NotificationSwitches } from './notification-switches';

// No server in these tests: the settings arrive in the cache after the read failed, and every
// save fails as "unreachable".
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

async function renderSwitches(settings = { receiveEmailNotifications: true, discreetMode: false }) {
  signIn();
  const { queryClient } = renderWithProviders(<NotificationSwitches />);
  await screen.findByText('Failed to load settings', undefined, { timeout: 5000 });
  queryClient.setQueryData(routeKey(getNotificationSettings), settings);
  return screen.findByRole('switch', { name: 'Discreet mode' });
}

describe('NotificationSwitches', () => {
  it('shows the email switch and discreet mode as saved, and says what discreet mode does', async () => {
    const discreet = await renderSwitches({ receiveEmailNotifications: false, discreetMode: true });
    expect(discreet).toBeChecked();
    expect(discreet).toHaveAccessibleDescription(
      'Notifications, on this screen, on your desktop and by email, only say you have something new in Velvet, never what.',
    );
    expect(screen.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  });

  it('moves discreet mode back and says so when the change cannot be saved', async () => {
    const discreet = await renderSwitches();
    expect(discreet).not.toBeChecked();
    await userEvent.click(discreet);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to update settings');
    await waitFor(() => expect(discreet).not.toBeChecked());
    // The email switch was left alone.
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
