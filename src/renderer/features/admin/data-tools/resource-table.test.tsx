import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../tests/support/renderer/render';
import { ResourceTable, type Column } from './resource-table';

interface Kind {
  id: string;
  type: string;
  description: string;
}

const records: Kind[] = [
  { id: '00000000-0000-4000-8000-000000000001', type: 'Romantic', description: 'Candles.' },
  { id: '00000000-0000-4000-8000-000000000002', type: 'Outdoors', description: 'Fresh air.' },
];
const columns: Column<Kind>[] = [
  { header: 'Type', cell: (kind) => kind.type },
  { header: 'Description', cell: (kind) => kind.description },
];

/** The window is as wide as a desktop from here on (jsdom answers every media query "no"). */
function onDesktop() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

function renderTable() {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  renderWithProviders(
    <ResourceTable
      records={records}
      columns={columns}
      nameOf={(kind) => kind.type}
      onEdit={onEdit}
      onDelete={onDelete}
    />,
  );
  return { onEdit, onDelete };
}

afterEach(() => vi.restoreAllMocks());

describe('ResourceTable', () => {
  it('stacks each record on a phone: its fields by name, then Edit and Delete', async () => {
    const { onEdit, onDelete } = renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const outdoors = items[1]!;
    const text = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);
    expect(text(within(outdoors).getAllByRole('term'))).toEqual(['Type', 'Description']);
    expect(text(within(outdoors).getAllByRole('definition'))).toEqual(['Outdoors', 'Fresh air.']);

    await userEvent.click(within(outdoors).getByRole('button', { name: 'Edit Outdoors' }));
    expect(onEdit).toHaveBeenCalledWith(records[1]);
    // By keyboard too.
    within(outdoors).getByRole('button', { name: 'Delete Outdoors' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith(records[1]);
  });

  it('is a table with an Actions column from the sm breakpoint up', async () => {
    onDesktop();
    const { onDelete } = renderTable();
    expect(screen.queryByRole('listitem')).toBeNull();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Type', 'Description', 'Actions']);
    const row = screen.getByRole('row', { name: /Romantic/ });
    expect(within(row).getByRole('cell', { name: 'Candles.' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Romantic' }));
    expect(onDelete).toHaveBeenCalledWith(records[0]);
  });
});
