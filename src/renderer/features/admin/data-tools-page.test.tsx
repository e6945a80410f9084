import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { NETWORK_ERROR_MESSAGE, setApiBaseUrl } from '../../lib/http';
import { AdminGuard } from './admin-guard';
import { DataToolsPage } from './data-tools-page';
import { signInAsStaff } from '../../../../tests/support/renderer/admin-token';

const renderDataTools = () =>
  renderRoutes(
    [
      {
        element: <AdminGuard />,
        children: [
          { path: '/admin/data-tools', element: <DataToolsPage /> },
          { path: '/admin/dashboard', element: <p>Admin dashboard screen</p> },
        ],
      },
      { path: '/admin/login', element: <p>Admin login screen</p> },
    ],
    '/admin/data-tools',
  );

const tileStatus = (name: string) =>
  within(screen.getByRole('group', { name })).getByText(/^(Active|Available)$/).textContent;

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => {
  setApiBaseUrl('');
  // Toasts live in a store shared by every render; start each test without them.
  notifications.clean();
});

describe('DataToolsPage', () => {
  it('lists the four tabs and marks the selected one Active in the tiles', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsStaff(1);
    renderDataTools();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Categories', 'Response Formats', 'Options', 'Experience Types']);
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(tileStatus('Categories')).toBe('Active');
    expect(tileStatus('Response Formats')).toBe('Available');
    expect(tileStatus('Total Options')).toBe('Available');

    await user.click(screen.getByRole('tab', { name: 'Experience Types' }));
    expect(tileStatus('Experience Types')).toBe('Active');
    expect(tileStatus('Categories')).toBe('Available');
    expect(await screen.findByRole('button', { name: 'Add Experience Type' })).toBeInTheDocument();
  });

  it('says when the tile counts could not be loaded, and loads them again on Retry', async () => {
    signInAsStaff(1);
    renderDataTools();
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveAttribute('aria-busy', 'true');
    const counts = screen.getByRole('region', { name: 'Data counts' });
    const alert = await within(counts).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The counts could not be loaded.');
    expect(
      within(screen.getByRole('group', { name: 'Total Options' })).getByText('not available'),
    ).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await within(counts).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The counts could not be loaded.',
    );
  });

  it('toasts a failed load with its reason', async () => {
    signInAsStaff(1);
    renderDataTools();
    expect(
      await screen.findByText(`Failed to load categories: ${NETWORK_ERROR_MESSAGE}`, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
  });

  it('opens the Create Category modal and closes it on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsStaff(1);
    renderDataTools();

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('yes_no_maybe');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the option form fields, and the category filter', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsStaff(1);
    renderDataTools();
    await user.click(screen.getByRole('tab', { name: 'Options' }));
    expect(await screen.findByRole('combobox', { name: 'Filter by category' })).toHaveValue('');

    const add = screen.getByRole('button', { name: 'Add Option' });
    await waitFor(() => expect(add).toBeEnabled(), { timeout: 5000 });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Create Option' });
    for (const name of ['Question Text', 'Description', 'Tags', 'Sort Order']) {
      expect(within(dialog).getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Category is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Question text is required.')).toBeInTheDocument();

    // The tags are checked as the list the request sends, and a long one is said on the field.
    const tags = within(dialog).getByRole('textbox', { name: 'Tags' });
    await user.type(tags, `slow, ${'x'.repeat(51)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A tag is too long.')).toBeInTheDocument();
    expect(tags).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the response format’s category and label, and the experience type’s texts', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsStaff(1);
    renderDataTools();

    await user.click(screen.getByRole('tab', { name: 'Response Formats' }));
    const addFormat = screen.getByRole('button', { name: 'Add Response Format' });
    await waitFor(() => expect(addFormat).toBeEnabled(), { timeout: 5000 });
    await user.click(addFormat);
    const format = await screen.findByRole('dialog', { name: 'Create Response Format' });
    await user.type(within(format).getByRole('textbox', { name: 'Label' }), '   ');
    await user.click(within(format).getByRole('button', { name: 'Create' }));
    expect(await within(format).findByText('Category is required.')).toBeInTheDocument();
    expect(within(format).getByText('Label is required.')).toBeInTheDocument();
    await user.click(within(format).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Experience Types' }));
    await user.click(await screen.findByRole('button', { name: 'Add Experience Type' }));
    const type = await screen.findByRole('dialog', { name: 'Create Experience Type' });
    await user.click(within(type).getByRole('button', { name: 'Create' }));
    expect(await within(type).findByText('Type is required.')).toBeInTheDocument();
    expect(within(type).getByText('Description is required.')).toBeInTheDocument();
    expect(within(type).queryByText(/AI instruction/)).not.toBeInTheDocument();
  });

  it('says the response formats tab failed to load its data', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsStaff(1);
    renderDataTools();
    await user.click(screen.getByRole('tab', { name: 'Response Formats' }));
    expect(
      (
        await screen.findAllByText(`Failed to load data: ${NETWORK_ERROR_MESSAGE}`, undefined, {
          timeout: 5000,
        })
      ).length,
    ).toBeGreaterThan(0);
  });

  it('leads back to the dashboard', async () => {
    signInAsStaff(0);
    renderDataTools();
    expect(within(screen.getByRole('banner')).getByText('User')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByText('Admin dashboard screen')).toBeInTheDocument();
  });
});
