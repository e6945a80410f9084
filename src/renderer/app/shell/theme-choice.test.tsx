import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { renderApp } from '../../../../tests/support/renderer/render';
import { COLOR_SCHEME_KEY } from '../../lib/device-storage';
import { createWebPlatform } from '../../platform/web';
import { preloadScreens } from '../router';
import { pressTopBarButton } from '../../../../tests/support/renderer/top-bar';

beforeAll(() => preloadScreens());

/** What the system asks for, as `prefers-color-scheme` reports it. */
function systemPrefers(scheme: 'light' | 'dark') {
  const original = window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = original;
  });
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const shownTheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');
const stored = () => window.localStorage.getItem(COLOR_SCHEME_KEY);

async function openAccountMenu() {
  pressTopBarButton(/^Account menu for /);
  return screen.findByRole('menu');
}

describe('the dark theme switch in the account menu', () => {
  it('follows the system until the person chooses, and says which theme is on', async () => {
    systemPrefers('dark');
    signInForTest();
    renderApp('/dashboard');
    await waitFor(() => expect(shownTheme()).toBe('dark'));
    expect(stored()).toBeNull();

    const menu = await openAccountMenu();
    const item = within(menu).getByRole('menuitemcheckbox', { name: 'Dark theme' });
    expect(item).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(item);
    expect(shownTheme()).toBe('light');
    expect(stored()).toBe('light');
    // The menu stays open, and the item now says the dark theme is off.
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Dark theme' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('is worked from the keyboard', async () => {
    systemPrefers('light');
    signInForTest();
    renderApp('/dashboard');
    const menu = await openAccountMenu();
    const item = within(menu).getByRole('menuitemcheckbox', { name: 'Dark theme' });
    item.focus();
    await userEvent.keyboard('{Enter}');
    expect(shownTheme()).toBe('dark');
    expect(item).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    expect(shownTheme()).toBe('light');
    expect(stored()).toBe('light');
  });

  it('is remembered on this device over the system, and kept when the player signs out', async () => {
    systemPrefers('light');
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    signInForTest();
    window.localStorage.setItem('userId', 'someone');
    renderApp('/dashboard');
    await waitFor(() => expect(shownTheme()).toBe('dark'));
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Dark theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    // Signing out forgets the player, not the device's theme.
    window.localStorage.removeItem('token');
    await createWebPlatform().logout();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(stored()).toBe('dark');
  });
});

describe('the theme setting', () => {
  it('offers the system, light and dark, and goes back to following the system', async () => {
    systemPrefers('dark');
    signInForTest();
    renderApp('/settings');
    const group = await screen.findByRole('radiogroup', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: 'Match my system' })).toBeChecked();

    await userEvent.click(within(group).getByRole('radio', { name: 'Light' }));
    expect(shownTheme()).toBe('light');
    expect(stored()).toBe('light');

    await userEvent.click(within(group).getByRole('radio', { name: 'Match my system' }));
    expect(shownTheme()).toBe('dark');
    expect(stored()).toBe('auto');
  });
});
