import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { renderApp } from '../../../../tests/support/renderer/render';
import { loadFirstScreen } from '../first-screen';
import { routes } from '../router';

// The shell's code, but not the menu's: a file of its own, so the menu has not arrived yet.
beforeAll(() => loadFirstScreen(routes, '/dashboard'));

describe('the account menu pressed before its code has arrived', () => {
  it('opens once it arrives, with focus on its first item, and Escape gives focus back', async () => {
    signInForTest(null, {
      sub: '3f1c6a52-8a4e-4d7b-9c1e-2b5d7f0a9e31',
      email: 'alex@example.com',
      displayName: 'Alex Rivers',
    });
    renderApp('/dashboard');
    const avatar = await screen.findByRole('button', { name: /^Account menu for Alex Rivers/ });
    avatar.focus();
    await userEvent.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Account menu for Alex Rivers/ })).toHaveFocus(),
    );
  });
});
