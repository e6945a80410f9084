import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { renderApp } from '../../../../tests/support/renderer/render';
import { preloadScreens } from '../router';
import { pressTopBarButton } from '../../../../tests/support/renderer/top-bar';

// The app's screens are fetched on demand; fetch them all first, as a visit would have.
beforeAll(() => preloadScreens());

/** Alex, signed in as the browser keeps it. */
const signIn = () =>
  signInForTest(null, {
    sub: '3f1c6a52-8a4e-4d7b-9c1e-2b5d7f0a9e31',
    email: 'alex@example.com',
    displayName: 'Alex Rivers',
  });

describe('TopBarActions', () => {
  it('puts the notification bell left of the account menu, fed by the platform', async () => {
    signIn();
    renderApp('/dashboard');
    const bell = screen.getByRole('button', { name: 'Notifications' });
    const account = screen.getByRole('button', { name: /^Account menu for / });
    expect(bell.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();

    // No server here: the read fails, and a failed first read shows an empty list.
    pressTopBarButton('Notifications');
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dropdown).findByText('No notifications yet')).toBeVisible();
  });
});
