import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { signInForTest as signIn } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { ChangePasswordForm } from './change-password-form';

beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

function renderForm() {
  signIn();
  renderWithProviders(<ChangePasswordForm />);
  return {
    current: screen.getByLabelText('Current password'),
    next: screen.getByLabelText('New password'),
    confirm: screen.getByLabelText('Confirm new password'),
    submit: screen.getByRole('button', { name: 'Change password' }),
  };
}

describe('ChangePasswordForm', () => {
  it('asks for the current password first, on its field', async () => {
    const { current, submit } = renderForm();
    await userEvent.click(submit);
    expect(await screen.findByText('Please enter your current password.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(current).toHaveFocus();
    expect(current).toHaveAccessibleDescription(/Please enter your current password\./);
  });

  it('says when the new passwords differ, then when the new one is too short', async () => {
    const { current, next, confirm, submit } = renderForm();
    await userEvent.type(current, 'old-password');
    await userEvent.type(next, 'abc');
    await userEvent.type(confirm, 'abd');
    await userEvent.click(submit);
    expect(await screen.findByText('Passwords do not match.')).toBeVisible();
    expect(confirm).toHaveFocus();

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'abc');
    await userEvent.click(submit);
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeVisible();
    expect(next).toHaveFocus();
  });

  it('asks for the current password beside a mismatch, and focuses it first', async () => {
    const { current, next, confirm, submit } = renderForm();
    await userEvent.type(next, 'lantern orchard velvet');
    await userEvent.type(confirm, 'lantern orchard');
    await userEvent.click(submit);
    expect(await screen.findByText('Please enter your current password.')).toBeVisible();
    expect(confirm).toHaveAccessibleDescription(/Passwords do not match\./);
    expect(next).not.toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
  });

  it('says so when the server cannot be reached, and keeps what was typed', async () => {
    const { current, next, confirm, submit } = renderForm();
    await userEvent.type(current, 'old-password');
    await userEvent.type(next, 'lantern orchard velvet');
    await userEvent.type(confirm, 'lantern orchard velvet');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Could not reach Velvet. Check your connection and try again.',
    );
    expect(next).toHaveValue('lantern orchard velvet');
  });
});
