import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { platform } from '../../platform';
import { ServerAddressPage } from './server-address-page';

// The desktop app's player window: its preload puts `velvet` on the page before the app.
const bridge = await vi.hoisted(async () => {
  const { createFakePlayerBridge } =
    await import('../../../../tests/support/renderer/fake-player-bridge');
  const fake = createFakePlayerBridge({ address: 'http://localhost:8080' });
  window.velvet = fake;
  return fake;
});

beforeAll(() => platform.ready());

const routes = [
  { path: '/desktop/server-address', element: <ServerAddressPage /> },
  { path: '/login', element: <p>Sign-in screen</p> },
];

function renderPage() {
  bridge.address = 'http://localhost:8080';
  bridge.calls.length = 0;
  return renderRoutes(routes, '/desktop/server-address');
}

const addressField = () => screen.getByRole('textbox', { name: 'New server address' });

describe('ServerAddressPage in the desktop app', () => {
  it('shows the address in use', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Server address' })).toBeInTheDocument();
    expect(await screen.findByText('http://localhost:8080')).toBeInTheDocument();
  });

  it.each([
    ['', 'Enter an address starting with http:// or https://.'],
    ['localhost:8080', 'Enter an address starting with http:// or https://.'],
    ['ftp://velvet.example.com', 'Enter an address starting with http:// or https://.'],
    [
      'https://velvet.example.com/api',
      'Enter only the server address, like http://localhost:8080.',
    ],
  ])('refuses %j with the reason under the field', async (typed, reason) => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    if (typed) await user.type(addressField(), typed);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(reason)).toHaveAttribute('role', 'alert');
    expect(addressField()).toHaveAttribute('aria-invalid', 'true');
    expect(addressField()).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(bridge.calls).toEqual([]);
  });

  it('saves the server’s origin and says what happens next', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('http://localhost:8080');

    await user.type(addressField(), '  https://Velvet.example.com/  {Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. Velvet now connects to https://velvet.example.com; sign in again when it reloads.',
    );
    expect(bridge.calls).toEqual(['setServerAddress:https://velvet.example.com']);
    expect(screen.getByText('https://velvet.example.com')).toBeInTheDocument();
  });

  it('does not sign the player out to save the address already in use', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('http://localhost:8080');

    await user.type(addressField(), 'http://localhost:8080{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Velvet already uses this address.',
    );
    expect(bridge.calls).toEqual([]);
  });

  it('says so when the address could not be saved', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    vi.spyOn(bridge, 'setServerAddress').mockRejectedValueOnce(new Error('No handler registered'));

    await user.type(addressField(), 'https://velvet.example.com{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The address could not be saved. Please try again.',
    );
  });

  it('leads back to sign-in when signed out', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });
});
