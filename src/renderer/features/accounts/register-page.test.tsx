import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPLAY_NAME_MAX_LENGTH } from '@shared/domain/accounts';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { RegisterPage } from './register-page';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <p>Login screen</p> },
  { path: '/dashboard', element: <p>Dashboard screen</p> },
];

const UNDERAGE = 'You must be 18 years or older to sign up.';

// No server in these tests: every call fails fast as "unreachable".
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

const coupleId = '3f1b8f64-0c1e-4b0e-9a55-6a3d2c1e7f00';

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Sam');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-words');
}

// Typing a whole form takes a few seconds on a busy machine.
describe('RegisterPage', { timeout: 20_000 }, () => {
  it('shows the fields with their labels and a link to sign in', () => {
    renderRoutes(routes, '/register');

    expect(screen.getByRole('textbox', { name: 'Display name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Nickname (optional)' })).not.toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Not Specified');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers five gender choices, and asks for words only with "Prefer to self-describe"', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/register');

    await user.click(screen.getByRole('combobox', { name: 'Gender' }));
    // The dropdown is still in its opening transition, which jsdom reports as hidden.
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Not Specified',
      'Male',
      'Female',
      'Non-binary',
      'Prefer to self-describe',
    ]);
    const ownWords = 'Your gender, in your words';
    expect(screen.queryByRole('textbox', { name: ownWords })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Prefer to self-describe', hidden: true }));
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Prefer to self-describe');

    const words = screen.getByRole('textbox', { name: ownWords });
    expect(words).toBeRequired();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Please describe your gender, or choose another option.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(words, 'Genderqueer');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the spec’s three first choices as they were', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/register');
    await user.click(screen.getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Female', hidden: true }));
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
    expect(
      screen.queryByRole('textbox', { name: 'Your gender, in your words' }),
    ).not.toBeInTheDocument();
  });

  it('pre-fills a read-only email from a partner invitation', () => {
    renderRoutes(
      routes,
      `/register?email=${encodeURIComponent('partner+velvet@example.com')}&coupleId=${coupleId}`,
    );

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('partner+velvet@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Pre-filled from invite');
  });

  describe('opened from an invitation link', () => {
    const inviteToken = 'a'.repeat(43);
    const link = `/register?email=${encodeURIComponent('robin@example.com')}&coupleId=${coupleId}&inviteToken=${inviteToken}`;

    /** The server answers the invitation preview with `body` (and `status`); nothing else. */
    function previewAnswers(status: number, body: unknown) {
      const fetch = vi.fn(async (url: string | URL | Request) =>
        String(url).endsWith('/api/couples/invitation-preview')
          ? new Response(JSON.stringify(body), {
              status,
              headers: { 'Content-Type': 'application/json' },
            })
          : Response.error(),
      );
      vi.stubGlobal('fetch', fetch);
      return fetch;
    }
    afterEach(() => vi.unstubAllGlobals());

    it('says who invited them, having sent the link to the server', async () => {
      const fetch = previewAnswers(200, { inviterName: 'Sam' });
      renderRoutes(routes, link);

      expect(
        await screen.findByText('Sam invited you to Velvet. Create your account to join them.'),
      ).toBeVisible();
      const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(JSON.parse(String(init.body))).toEqual({
        email: 'robin@example.com',
        coupleId,
        inviteToken,
      });
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('says plainly when the link is no longer valid, and still lets them register', async () => {
      previewAnswers(200, { inviterName: null });
      renderRoutes(routes, link);

      expect(await screen.findByText(/This invitation link is no longer valid/)).toHaveTextContent(
        'You can still create your account',
      );
      expect(screen.queryByText(/invited you/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    });

    it('treats a link the server refuses as no longer valid', async () => {
      previewAnswers(400, { message: 'coupleId: Invalid invitation link.' });
      renderRoutes(routes, link);

      expect(await screen.findByText(/This invitation link is no longer valid/)).toBeVisible();
    });
  });

  it('checks the fields before asking for the age', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/register');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Display name is required.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('wants a password of at least 8 characters, as the hint under the field says', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/register');
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc{Enter}');

    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a display name carrying a web address, on the field, before the age modal', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/register');
    await user.type(
      screen.getByRole('textbox', { name: 'Display name' }),
      'Sam www.win-prizes.com',
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-words');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const displayName = screen.getByRole('textbox', { name: 'Display name' });
    expect(await screen.findByText('Display name cannot contain a web address.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(displayName).toHaveAccessibleDescription('Display name cannot contain a web address.');
    expect(displayName).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for an answer in the age modal, and Cancel keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/register');
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Age verification' });
    expect(within(dialog).getByRole('radio', { name: 'I am 18 or older' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'I am under 18' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please confirm your age')).toHaveAttribute(
      'role',
      'alert',
    );

    await user.click(within(dialog).getByRole('radio', { name: 'I am 18 or older' }));
    expect(within(dialog).queryByText('Please confirm your age')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveValue('Sam');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-words');
  });

  it('keeps the age modal open through a double click on Create Account', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/register');
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-words');

    await user.dblClick(screen.getByRole('button', { name: 'Create Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Age verification' });
    // On screen, the second click lands on the backdrop that now covers the button.
    const backdrop = document.querySelector('.mantine-Modal-overlay');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as HTMLElement);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dialog).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('radio', { name: 'I am 18 or older' }));
    expect(within(dialog).getByRole('radio', { name: 'I am 18 or older' })).toBeChecked();
  });

  it('keeps registration blocked on this device after an under-18 answer, across a reload', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderRoutes(routes, '/register');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Age verification' });
    await user.click(within(dialog).getByRole('radio', { name: 'I am under 18' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(UNDERAGE, {}, { timeout: 5000 })).toBeVisible();
    unmount();

    renderRoutes(routes, '/register');
    expect(screen.getByText(UNDERAGE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    await fillValidForm(user);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a pasted display name is too long instead of cutting it', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/register');
    const longName = 'S'.repeat(DISPLAY_NAME_MAX_LENGTH + 5);
    const displayName = screen.getByRole('textbox', { name: 'Display name' });

    await user.click(displayName);
    await user.paste(longName);

    expect(displayName).toHaveValue(longName);
    const error = await screen.findByText(
      `Display name is too long: at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
    );
    expect(error).toHaveAttribute('role', 'alert');
    expect(displayName).toHaveAccessibleDescription(error.textContent ?? '');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-words');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(displayName).toHaveFocus();
  });

  it('says a pasted nickname is too long too', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/register');
    const nickname = screen.getByRole('textbox', { name: 'Nickname (optional)' });
    await user.click(nickname);
    await user.paste('N'.repeat(DISPLAY_NAME_MAX_LENGTH + 1));

    expect(nickname).toHaveValue('N'.repeat(DISPLAY_NAME_MAX_LENGTH + 1));
    expect(
      await screen.findByText(
        `Nickname is too long: at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
      ),
    ).toBeVisible();
  });

  it('sends a signed-in player to the dashboard', async () => {
    signInForTest();
    renderRoutes(routes, '/register');
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });
});
