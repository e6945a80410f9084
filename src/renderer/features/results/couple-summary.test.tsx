import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { CollapsibleSummary, CoupleSummarySection } from './couple-summary';

const bold = (n: number) =>
  Array.from({ length: n }, (_, i) => `**Point ${i + 1}** short.`).join('\n');

describe('CollapsibleSummary', () => {
  it('shows a short summary whole, with no control', () => {
    renderWithProviders(<CollapsibleSummary text={'x'.repeat(500)} />);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('collapses a summary over 500 characters and expands it on demand', async () => {
    renderWithProviders(<CollapsibleSummary text={'x'.repeat(501)} />);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(body).toHaveAttribute('data-collapsed');

    await userEvent.click(more);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(body).not.toHaveAttribute('data-collapsed');

    await userEvent.click(less);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeVisible();
  });

  it('collapses a short summary with more than 5 bold sections, not one with 5', () => {
    const { unmount } = renderWithProviders(<CollapsibleSummary text={bold(5)} />);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    unmount();
    renderWithProviders(<CollapsibleSummary text={bold(6)} />);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeVisible();
  });
});

describe('CoupleSummarySection', () => {
  it('says the summary failed with the fixed text and a Retry', async () => {
    const retry = vi.fn();
    renderWithProviders(
      <CoupleSummarySection state={{ status: 'error', error: new Error('x') }} onRetry={retry} />,
    );
    const region = screen.getByRole('region', { name: 'Your relationship summary' });
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent('Could not generate couple summary. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the summary once it is written', () => {
    renderWithProviders(
      <CoupleSummarySection
        state={{ status: 'success', data: { summary: '**Close**', generatedAt: '' } }}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByText('Close').tagName).toBe('STRONG');
  });
});
