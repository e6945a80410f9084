import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInForTest } from '../../../../tests/support/renderer/session';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <p>Register screen</p> },
  { path: '/dashboard', element: <p>Dashboard screen</p> },
];

/** Alex's stored session, as the browser keeps it. */
const storeSessionToken = () =>
  signInForTest(null, {
    sub: '8d0f6c3e-6a43-4b8e-9a35-1f0f3c0b9a11',
    email: 'alex@example.com',
    displayName: 'Alex',
  });

describe('LoginPage', () => {
  it('asks for the email and password before signing in', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/login');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email is required.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Password is required.')).toHaveAttribute('role', 'alert');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
  });

  it('refuses an email that is not one', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/login');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Toggle password visibility' }));

    expect(password).toHaveAttribute('type', 'text');
  });

  it('links to registration', () => {
    renderRoutes(routes, '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('opens the forgot-password modal with the email typed so far', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'alex@example.com');

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('alex@example.com');
    expect(within(dialog).getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('alex@example.com');
  });

  it('asks for an email before sending a reset link', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/login');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });

    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(await within(dialog).findByText('Email is required.')).toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
  });

  it('names no server and shows no notice in a browser', () => {
    renderRoutes(routes, '/login');
    expect(screen.queryByText(/Server:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a signed-in player to the dashboard', async () => {
    storeSessionToken();
    renderRoutes(routes, '/login');
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });
});
