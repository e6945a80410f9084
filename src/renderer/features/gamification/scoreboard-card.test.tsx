import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GamificationStats } from '@shared/api/gamification';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { ScoreboardCard, ScoreboardView } from './scoreboard-card';

const names = { player1: 'Sam', player2: 'Robin' };
const loaded = (data: GamificationStats) =>
  ({ status: 'success', data, error: null, retry: () => {} }) as const;

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signInForTest(COUPLE_ID);
});
afterEach(() => setApiBaseUrl(''));

describe('ScoreboardCard', () => {
  it('invites a player without a couple (never had one, or the partner left) to invite', () => {
    renderWithProviders(<ScoreboardCard coupleId={null} names={names} />);
    const card = screen.getByRole('region', { name: 'Scoreboard' });
    expect(card).toHaveTextContent(
      'Scores and streaks are kept for the two of you together. Invite your partner to start them.',
    );
    expect(card).not.toHaveTextContent(/couple ID/i);
    expect(within(card).getByRole('link', { name: 'Invite your partner' })).toHaveAttribute(
      'href',
      '/account-profile',
    );
    expect(card).toHaveAttribute('aria-busy', 'false');
  });

  it('shows a skeleton while loading, then the failure with a Retry that loads again', async () => {
    renderWithProviders(<ScoreboardCard coupleId={COUPLE_ID} names={names} />);
    const card = screen.getByRole('region', { name: 'Scoreboard' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    const alert = await within(card).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load scoreboard data');
    expect(card).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load scoreboard data',
    );
  });

  it("shows both partners' scores by name, the streaks and the last completed day", () => {
    renderWithProviders(
      <ScoreboardView
        names={names}
        stats={loaded({
          player1Score: 40,
          player2Score: 25,
          currentStreak: 1,
          longestStreak: 4,
          lastCompletedDate: '2025-03-04',
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Scoreboard' });
    const value = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(value("Sam's score")).toHaveTextContent('40');
    expect(value("Robin's score")).toHaveTextContent('25');
    expect(value('Current streak')).toHaveTextContent('1 day');
    expect(value('Longest streak')).toHaveTextContent('4 days');
    expect(card).toHaveTextContent('Last completed: March 4, 2025');
  });

  it('says what starts the scores, instead of four zeros, before anything is earned', () => {
    renderWithProviders(
      <ScoreboardView
        names={names}
        stats={loaded({
          player1Score: 0,
          player2Score: 0,
          currentStreak: 0,
          longestStreak: 0,
          lastCompletedDate: null,
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Scoreboard' });
    expect(card).toHaveTextContent(
      "No points yet. Today's challenge or a quick task done together starts your scores and your streak.",
    );
    expect(within(card).queryByText("Sam's score")).toBeNull();
  });

  it('says when nothing has been completed lately, once there are points', () => {
    renderWithProviders(
      <ScoreboardView
        names={names}
        stats={loaded({
          player1Score: 3,
          player2Score: 0,
          currentStreak: 0,
          longestStreak: 1,
          lastCompletedDate: null,
        })}
      />,
    );
    expect(screen.getByText('Last completed: Nothing completed yet')).toBeVisible();
  });

  it('leads to the couple’s badges', () => {
    renderWithProviders(
      <ScoreboardView
        names={names}
        stats={loaded({
          player1Score: 10,
          player2Score: 10,
          currentStreak: 1,
          longestStreak: 1,
          lastCompletedDate: '2025-03-04',
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Scoreboard' });
    expect(within(card).getByRole('link', { name: 'See your badges' })).toHaveAttribute(
      'href',
      '/badges',
    );
  });
});
