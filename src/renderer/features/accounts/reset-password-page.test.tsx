import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { ResetPasswordPage } from './reset-password-page';

const routes = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/login', element: <p>Login screen</p> },
];

const token = 'b3f9c2d1e8a7f6b5c4d3e2f1a0b9c8d7';
const completeLink = `/reset-password?token=${token}&email=${encodeURIComponent('sam+v@example.com')}`;

describe('ResetPasswordPage', () => {
  it('shows the decoded email in a disabled field', () => {
    renderRoutes(routes, completeLink);

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('sam+v@example.com');
    expect(email).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    expect(screen.queryByText('This link is incomplete')).not.toBeInTheDocument();
  });

  it('says when the two passwords differ', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, completeLink);
    await user.type(screen.getByLabelText('New password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-two');

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Passwords do not match.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveValue('secret-one');
  });

  it('says when the password is too short', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, completeLink);
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abc{Enter}');

    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument();
  });

  it('cannot reset without a token, and says why', () => {
    renderRoutes(routes, `/reset-password?email=${encodeURIComponent('sam@example.com')}`);

    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(screen.getByText('This link is incomplete')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'request a new one from the sign-in page' }),
    ).toHaveAttribute('href', '/login');
  });

  it('cannot reset without an email', () => {
    renderRoutes(routes, `/reset-password?token=${token}`);

    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(screen.getByText(/missing its email address/)).toBeInTheDocument();
  });
});
