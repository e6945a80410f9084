import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Experience } from '@shared/api/adventures';
import { COIN_FLIP_DELAY_MS, COIN_FLIP_SPIN_MS } from '@shared/domain/adventures';
import {
  chanceResultForLead,
  chanceVerdictForPartner,
  COIN_IN_THE_AIR,
} from '@shared/domain/take-a-chance';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { AdventureCard } from './adventure-card';
import { CoinFlipModal } from './coin-flip-modal';
import { CoinInTheAir } from './coin-in-the-air';
import { useCoinToss } from './use-coin-toss';

const RESULT = chanceResultForLead('lose', 'a relaxing date', 'Sam');
const VERDICT = chanceVerdictForPartner('lose', 'Robin');

/** Robin's new Take a Chance draft: Robin lost the toss. */
const DRAFT: Experience = {
  id: '0b6c8f0e-3a51-4d1e-9a57-2f4f1c7e9d10',
  coupleId: COUPLE_ID,
  title: 'A slow bath by candlelight',
  type: 'Take a Chance',
  status: 'draft',
  level: 'Playful',
  isLeadPartner: true,
  leadPartnerName: 'Robin',
  visibleToPartner: false,
  partnerTeaser: `Keep Sunday evening free. ${VERDICT}`,
  chanceOutcome: 'lose',
  chanceResult: RESULT,
  selectedAccessories: ['Candles'],
  preparationInstructions: 'Run the bath warm.',
  details: 'Light the candles and take your time.',
  summary: 'An unhurried evening.',
  durationMinutes: 45,
  player1Response: null,
  player2Response: null,
  player1ResponseDate: null,
  player2ResponseDate: null,
  postponedUntil: null,
  partnerFeedback: null,
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
  completedAt: null,
};

/** The adventures screen's coin as it meets a newly generated draft. */
function JustGenerated({ experience }: { experience: Experience }) {
  const coin = useCoinToss();
  const { flip } = coin;
  useEffect(() => flip(experience), [flip, experience]);
  const events = { onSent: vi.fn(), onAnswered: vi.fn(), onCompleted: vi.fn(), onBadges: vi.fn() };
  return (
    <CoinInTheAir.Provider value={coin.airborne}>
      <AdventureCard experience={experience} events={events} />
      <CoinFlipModal toss={coin.toss} onLanded={coin.landed} onClose={coin.close} />
    </CoinInTheAir.Provider>
  );
}

// What would tell the toss: its words, the faces, the kind of date, the partner's forfeit.
const TELLS = /\b(heads|tails|win|lose|forfeit|relaxing|surprise)\b/i;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setApiBaseUrl('http://127.0.0.1:1');
  signInForTest(COUPLE_ID);
});
afterEach(() => {
  vi.useRealTimers();
  setApiBaseUrl('');
});

describe('Take a Chance on the adventures screen', () => {
  it('tells nothing of the toss behind the coin until it lands, then the result', async () => {
    renderWithProviders(<JustGenerated experience={DRAFT} />);
    // The modal leaves the card in the page, hidden from assistive technology only.
    const card = screen.getByRole('article', { hidden: true });
    const keepsTheTossToItself = () => {
      expect(card).toHaveTextContent(COIN_IN_THE_AIR);
      expect(card).not.toHaveTextContent(TELLS);
      expect(within(card).queryByRole('textbox', { hidden: true })).toBeNull();
    };
    keepsTheTossToItself();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => vi.advanceTimersByTime(COIN_FLIP_DELAY_MS));
    // The modal opens through its transition; the spin's own timing is coin-flip-modal's test.
    const dialog = await screen.findByRole('dialog', { name: 'Take a Chance' });
    expect(dialog).not.toHaveTextContent(TELLS);
    keepsTheTossToItself();
    act(() => vi.advanceTimersByTime(COIN_FLIP_SPIN_MS / 2));
    expect(dialog).not.toHaveTextContent(TELLS);
    keepsTheTossToItself();

    act(() => vi.advanceTimersByTime(COIN_FLIP_SPIN_MS / 2));
    expect(within(dialog).getByRole('status')).toHaveTextContent(RESULT);
    expect(card).not.toHaveTextContent(COIN_IN_THE_AIR);
    expect(within(card).getByRole('textbox', { hidden: true })).toHaveValue(DRAFT.partnerTeaser);
    expect(card).toHaveTextContent(RESULT);
  });
});
