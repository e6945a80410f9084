import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { CreateUserForm } from './create-user-form';

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('CreateUserForm', () => {
  it('offers SuperAdmin to a SuperAdmin', () => {
    renderWithProviders(<CreateUserForm currentRole={2} onCreated={() => {}} />);
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(optionsOf(role)).toEqual(['User', 'Admin', 'SuperAdmin']);
    expect(role).toHaveValue('0');
    expect(screen.queryByText('Only SuperAdmins can create other SuperAdmins')).toBeNull();
  });

  it('offers only User and Admin to anyone else, and says why', () => {
    renderWithProviders(<CreateUserForm currentRole={1} onCreated={() => {}} />);
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(optionsOf(role)).toEqual(['User', 'Admin']);
    expect(screen.getByText('Only SuperAdmins can create other SuperAdmins')).toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CreateUserForm currentRole={1} onCreated={() => {}} />);
    expect(screen.getByText('Minimum 8 characters, not easy to guess')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Display name is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Display Name' }), 'R');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Display name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });
});
