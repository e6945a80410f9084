import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { chanceOutcomeText, COIN_FLIP_SPIN_MS } from '@shared/domain/adventures';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { CoinFlipModal } from './coin-flip-modal';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('CoinFlipModal', () => {
  it.each(['win', 'lose'] as const)('spins the coin, then reveals a %s', (outcome) => {
    renderWithProviders(<CoinFlipModal outcome={outcome} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Take a Chance' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Flipping the coin…');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(COIN_FLIP_SPIN_MS - 50));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Flipping the coin…');
    act(() => vi.advanceTimersByTime(50));
    expect(within(dialog).getByRole('status')).toHaveTextContent(chanceOutcomeText(outcome));
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('shows nothing without an outcome', () => {
    renderWithProviders(<CoinFlipModal outcome={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
