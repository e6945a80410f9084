import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { signInForTest as signIn } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { DeleteAccount } from './delete-account';

beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

async function openModal() {
  signIn();
  const { router } = renderRoutes(
    [
      { path: '/settings', element: <DeleteAccount /> },
      { path: '/', element: <p>Landing page</p> },
    ],
    '/settings',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return { dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }), router };
}

describe('DeleteAccount', () => {
  it('explains what goes and what stays, and asks for the password', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(dialog).toHaveTextContent(
      'Your connection with your partner ends; they are told and keep their own answers.',
    );
    expect(dialog).toHaveTextContent(
      'Your 18+ confirmation and disclaimer agreement are kept, as the law requires.',
    );
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter your password to delete your account.',
    );
  });

  it('says what becomes of the plan, as the server words it', async () => {
    const line =
      'Your Annual plan, paid until June 5, 2027, ends with your account; it does not pass to anyone else.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request) =>
        String(url).endsWith('/api/subscription/my-plan')
          ? Response.json({ kept: null, ifConnectionEnds: null, ifAccountDeleted: line })
          : Response.error(),
      ),
    );
    try {
      const { dialog } = await openModal();
      await waitFor(() => expect(dialog).toHaveTextContent(line));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stays on the page and says why when the account could not be deleted', async () => {
    const { dialog, router } = await openModal();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Could not reach Velvet. Check your connection and try again.',
    );
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('backs out with Cancel, forgetting the password typed', async () => {
    const { dialog } = await openModal();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const again = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(again).getByLabelText('Password')).toHaveValue('');
  });
});
