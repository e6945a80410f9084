import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SystemUser } from '@shared/api/admin';
import { AdminRole } from '@shared/api/define';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { NETWORK_ERROR_MESSAGE, setApiBaseUrl } from '../../lib/http';
import { ManagedSystemUsers } from './staff-changes';
import { SystemUsersTable, type StaffChanges } from './system-users-table';

const person = (id: number, role: AdminRole, displayName: string): SystemUser => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  email: `${displayName.split(' ')[0]!.toLowerCase()}@velvet.example`,
  displayName,
  role,
  isActive: true,
  lastLogin: null,
  createdAt: '2025-10-01T09:00:00.000Z',
  createdByName: 'Root',
});

const robin = person(1, AdminRole.SuperAdmin, 'Robin Root');
const sage = person(2, AdminRole.SuperAdmin, 'Sage Super');
const avery = person(3, AdminRole.Admin, 'Avery Admin');
const uma = person(4, AdminRole.User, 'Uma User');
const staff = [robin, sage, avery, uma];

const roleOf = (name: string) => screen.getByRole('combobox', { name: `Role of ${name}` });
const activeOf = (name: string) => screen.getByRole('switch', { name: `Account active: ${name}` });
const enabledOptions = (select: HTMLElement) =>
  within(select)
    .getAllByRole<HTMLOptionElement>('option')
    .filter((option) => !option.disabled)
    .map((option) => option.textContent);

function renderTable(viewer: SystemUser, extra: Partial<StaffChanges> = {}) {
  const changes: StaffChanges = {
    viewer: { id: viewer.id, role: viewer.role },
    savingId: null,
    onRoleChange: vi.fn(),
    onActiveChange: vi.fn(),
    ...extra,
  };
  renderWithProviders(<SystemUsersTable users={staff} changes={changes} />);
  return changes;
}

describe('SystemUsersTable for a SuperAdmin', () => {
  it('lets them change Admins and Users, never themselves or another SuperAdmin', () => {
    renderTable(robin);
    for (const name of ['Avery Admin', 'Uma User']) {
      expect(roleOf(name)).toBeEnabled();
      expect(enabledOptions(roleOf(name))).toEqual(['User', 'Admin']);
      expect(activeOf(name)).toBeEnabled();
    }
    expect(roleOf('Robin Root')).toBeDisabled();
    expect(activeOf('Robin Root')).toBeDisabled();
    expect(roleOf('Robin Root')).toHaveAccessibleDescription('This is your own account.');
    expect(activeOf('Robin Root')).toHaveAccessibleDescription('This is your own account.');
    expect(roleOf('Sage Super')).toBeDisabled();
    expect(activeOf('Sage Super')).toHaveAccessibleDescription(
      'Only staff below your own role can be changed.',
    );
  });

  it('sends a new role and a deactivation, by keyboard too', async () => {
    const user = userEvent.setup({ delay: null });
    const changes = renderTable(robin);
    await user.selectOptions(roleOf('Avery Admin'), 'User');
    expect(changes.onRoleChange).toHaveBeenCalledWith(avery, AdminRole.User);

    activeOf('Uma User').focus();
    await user.keyboard(' ');
    expect(changes.onActiveChange).toHaveBeenCalledWith(uma, false);
  });

  it('ignores a row’s controls while its change is saved, keeping them focusable', async () => {
    const user = userEvent.setup({ delay: null });
    const changes = renderTable(robin, { savingId: uma.id });
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await user.click(activeOf('Uma User'));
    await user.selectOptions(roleOf('Uma User'), 'Admin');
    expect(changes.onActiveChange).not.toHaveBeenCalled();
    expect(changes.onRoleChange).not.toHaveBeenCalled();
    expect(activeOf('Uma User')).toBeChecked();
    expect(roleOf('Uma User')).toHaveValue(String(AdminRole.User));
    expect(activeOf('Uma User')).toBeEnabled();
    await user.selectOptions(roleOf('Avery Admin'), 'User');
    expect(changes.onRoleChange).toHaveBeenCalledWith(avery, AdminRole.User);
  });
});

describe('SystemUsersTable for others', () => {
  it('lets an Admin change Users only, and give no role but User', () => {
    renderTable(avery);
    expect(roleOf('Uma User')).toBeEnabled();
    expect(enabledOptions(roleOf('Uma User'))).toEqual(['User']);
    expect(activeOf('Uma User')).toBeEnabled();
    for (const name of ['Robin Root', 'Sage Super', 'Avery Admin']) {
      expect(roleOf(name)).toBeDisabled();
      expect(activeOf(name)).toBeDisabled();
    }
  });

  it('shows a User the roles and states as badges, with nothing to change', () => {
    renderTable(uma);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryAllByRole('switch')).toEqual([]);
    expect(screen.getAllByText('Active')).toHaveLength(4);
  });
});

describe('ManagedSystemUsers', () => {
  // The server is unreachable here: every change fails the way a lost connection does.
  beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
  afterEach(() => setApiBaseUrl(''));

  const renderManaged = () =>
    renderWithProviders(
      <ManagedSystemUsers users={staff} viewer={{ id: robin.id, role: robin.role }} />,
    );

  it('asks before deactivating, and Cancel changes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderManaged();
    await user.click(activeOf('Uma User'));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Uma User?' });
    expect(dialog).toHaveTextContent(
      'Uma User is signed out at once and cannot sign in until an Admin or SuperAdmin turns the account on again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(activeOf('Uma User')).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failed deactivation failed and why, keeping the saved state', async () => {
    const user = userEvent.setup({ delay: null });
    renderManaged();
    await user.click(activeOf('Uma User'));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Uma User?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not change Uma User');
    expect(alert).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(alert).toHaveTextContent('Nothing was changed: the table shows what is saved.');
    expect(activeOf('Uma User')).toBeChecked();
    expect(activeOf('Uma User')).toBeEnabled();
    expect(screen.getAllByRole('row')).toHaveLength(staff.length + 1);
  });

  it('keeps the saved role when a new one cannot be saved, and the alert can be dismissed', async () => {
    const user = userEvent.setup({ delay: null });
    renderManaged();
    await user.selectOptions(roleOf('Avery Admin'), 'User');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not change Avery Admin');
    await waitFor(() => expect(roleOf('Avery Admin')).toHaveValue(String(AdminRole.Admin)));
    expect(roleOf('Avery Admin')).toBeEnabled();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
