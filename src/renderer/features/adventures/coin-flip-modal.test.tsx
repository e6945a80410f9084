import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { COIN_FLIP_SPIN_MS } from '@shared/domain/adventures';
import { chanceResultForLead, COIN_IN_THE_AIR } from '@shared/domain/take-a-chance';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { CoinFlipModal } from './coin-flip-modal';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('CoinFlipModal', () => {
  it.each(['win', 'lose'] as const)(
    'spins the coin telling nothing, then lands on a %s',
    (outcome) => {
      const result = chanceResultForLead(outcome, 'a relaxing date', 'Sam');
      const onLanded = vi.fn();
      renderWithProviders(
        <CoinFlipModal toss={{ outcome, result }} onLanded={onLanded} onClose={vi.fn()} />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Take a Chance' });
      const inTheAir = () => {
        expect(within(dialog).getByRole('status')).toHaveTextContent(COIN_IN_THE_AIR);
        expect(dialog).not.toHaveTextContent(/\b(heads|tails|win|lose|forfeit|relaxing)\b/i);
        expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
        expect(onLanded).not.toHaveBeenCalled();
      };
      inTheAir();
      act(() => vi.advanceTimersByTime(COIN_FLIP_SPIN_MS - 50));
      inTheAir();

      act(() => vi.advanceTimersByTime(50));
      expect(within(dialog).getByRole('status')).toHaveTextContent(result);
      expect(dialog).toHaveTextContent(outcome === 'win' ? 'Heads' : 'Tails');
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
      expect(onLanded).toHaveBeenCalledOnce();
    },
  );

  it('shows nothing without a toss', () => {
    renderWithProviders(<CoinFlipModal toss={null} onLanded={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
