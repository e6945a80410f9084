import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferenceDataCounts } from '@shared/api/admin';
import { renderWithProviders } from '../../../../../tests/support/renderer/render';
import { SummaryTilesView, type DataTab } from './summary-tiles';

const COUNTS: ReferenceDataCounts = {
  categories: 12,
  responseFormats: 31,
  options: 248,
  experienceTypes: 6,
};

const tile = (name: string) => screen.getByRole('group', { name });

function renderTiles(active: DataTab, counts: Parameters<typeof SummaryTilesView>[0]['counts']) {
  renderWithProviders(<SummaryTilesView active={active} counts={counts} />);
}

describe('SummaryTilesView', () => {
  it("shows each kind's count from the server, and which tab is in view", () => {
    renderTiles('options', { status: 'success', data: COUNTS, retry: () => {} });
    expect(tile('Categories')).toHaveTextContent(/^Categories12Available$/);
    expect(tile('Response Formats')).toHaveTextContent(/^Response Formats31Available$/);
    expect(tile('Total Options')).toHaveTextContent(/^Total Options248Active$/);
    expect(tile('Experience Types')).toHaveTextContent(/^Experience Types6Available$/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the tiles are busy while the counts load', () => {
    renderTiles('categories', { status: 'pending', data: undefined, retry: () => {} });
    for (const name of ['Categories', 'Response Formats', 'Total Options', 'Experience Types']) {
      expect(tile(name)).toHaveAttribute('aria-busy', 'true');
      expect(tile(name)).not.toHaveTextContent(/\d/);
    }
    expect(within(tile('Categories')).getByText('Active')).toBeInTheDocument();
  });

  it('says the counts are not available, with a Retry that loads them again', async () => {
    const retry = vi.fn();
    renderTiles('categories', { status: 'error', data: undefined, retry });
    for (const name of ['Categories', 'Response Formats', 'Total Options', 'Experience Types']) {
      expect(within(tile(name)).getByText('not available')).toBeInTheDocument();
      expect(tile(name)).toHaveAttribute('aria-busy', 'false');
    }
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The counts could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
