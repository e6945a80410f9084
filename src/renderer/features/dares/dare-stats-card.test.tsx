import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DareStats } from '@shared/api/dares';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signIn } from '../../../../tests/support/renderer/couple-session';
import { setApiBaseUrl } from '../../lib/http';
import { DareStatsCard, DareStatsView } from './dare-stats-card';

const names = { player1: 'Sam', player2: 'Robin' };
const loaded = (data: DareStats) =>
  ({ status: 'success', data, error: null, retry: () => {} }) as const;
const card = () => screen.getByRole('region', { name: 'Dare Stats' });
const value = (label: string) => within(card()).getByText(label).nextElementSibling;

const STATS: DareStats = {
  player1Completed: 1,
  player1Sent: 3,
  player2Completed: 1,
  player2Sent: 2,
  totalCompleted: 2,
  totalPending: 1,
  totalDeclined: 2,
  totalPoints: 5,
};

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signIn(COUPLE_ID);
});
afterEach(() => setApiBaseUrl(''));

describe('DareStatsCard', () => {
  it('shows what each partner sent and completed by name, the totals and the points', () => {
    renderWithProviders(<DareStatsView names={names} stats={loaded(STATS)} />);
    expect(value('Sam sent')).toHaveTextContent('3');
    expect(value('Sam completed')).toHaveTextContent('1');
    expect(value('Robin sent')).toHaveTextContent('2');
    expect(value('Robin completed')).toHaveTextContent('1');
    expect(value('Completed')).toHaveTextContent('2');
    expect(value('Pending')).toHaveTextContent('1');
    expect(value('Declined')).toHaveTextContent('2');
    expect(value('Points earned')).toHaveTextContent('5');
    expect(within(card()).getByRole('link', { name: 'Go to Dares' })).toHaveAttribute(
      'href',
      '/dares',
    );
  });

  it('gives the completion rate as completed over completed plus pending, in whole percent', () => {
    // Declined dares count for neither: 2 / (2 + 1) is 67%.
    renderWithProviders(<DareStatsView names={names} stats={loaded(STATS)} />);
    expect(card()).toHaveTextContent('Completion rate: 67%');
    expect(within(card()).getByRole('progressbar', { name: 'Completion rate: 67%' })).toBeVisible();
  });

  it('reads 0% while every dare sent is still open', () => {
    const open = { ...STATS, totalCompleted: 0, totalPending: 3 };
    renderWithProviders(<DareStatsView names={names} stats={loaded(open)} />);
    expect(card()).toHaveTextContent('Completion rate: 0%');
  });

  it('invites a couple to send a first dare instead of showing zeros', () => {
    const none: DareStats = {
      player1Completed: 0,
      player1Sent: 0,
      player2Completed: 0,
      player2Sent: 0,
      totalCompleted: 0,
      totalPending: 0,
      totalDeclined: 0,
      totalPoints: 0,
    };
    renderWithProviders(<DareStatsView names={names} stats={loaded(none)} />);
    expect(card()).toHaveTextContent(/^Dare StatsNo dares yet\. Send your partner a first one/);
    expect(within(card()).queryByText('Completion rate: 0%')).toBeNull();
    expect(within(card()).queryByText('Sam sent')).toBeNull();
    expect(within(card()).getByRole('link', { name: 'Send a first dare' })).toHaveAttribute(
      'href',
      '/dares',
    );
  });

  it('says when the stats fail to load, with a Retry', async () => {
    renderWithProviders(<DareStatsCard coupleId={COUPLE_ID} names={names} />);
    expect(card()).toHaveAttribute('aria-busy', 'true');
    const alert = await within(card()).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load dare stats');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
