import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { MatchList } from './match-list';

const detail = {
  id: 'm1',
  optionId: '0f9e8d7c-6b5a-4c3d-9e1f-a2b3c4d5e6f7',
  question: 'Massage by candlelight',
  category: 'Sensual',
  matchType: 'Close' as const,
  player1Response: 'Yes' as const,
  player2Response: 'Maybe' as const,
};

describe('MatchList', () => {
  it('shows each question with the answers as You and Partner for player 2', () => {
    renderWithProviders(
      <MatchList id="close" title="Close Matches" details={[detail]} side="player2" emptyText="" />,
    );
    const list = screen.getByRole('region', { name: 'Close Matches' });
    expect(within(list).getByRole('heading', { name: 'Close Matches' })).toBeVisible();
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Massage by candlelight');
    expect(within(item).getByText('You: Maybe')).toBeVisible();
    expect(within(item).getByText('Partner: Yes')).toBeVisible();
  });

  it('says when a list is empty', () => {
    renderWithProviders(
      <MatchList
        id="exact"
        title="Exact Matches"
        details={[]}
        side="player1"
        emptyText="No exact matches yet."
      />,
    );
    expect(screen.getByText('No exact matches yet.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
