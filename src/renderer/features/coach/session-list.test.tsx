import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachSession } from '@shared/api/coach';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import {
  COUPLE_ID,
  PARTNER_ID,
  PLAYER_ID,
} from '../../../../tests/support/renderer/couple-session';
import { SessionList } from './session-list';

const base = {
  coupleId: COUPLE_ID,
  activityId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  questionId: null,
  question: null,
  previousAnswers: null,
  summary: null,
  createdAt: '2025-03-04T10:00:00.000Z',
  completedAt: null,
};

const mine: CoachSession = {
  ...base,
  id: '1e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  playerId: PLAYER_ID,
  playerName: 'Sam',
  isMine: true,
  activityName: 'Slow massage',
  status: 'answered',
  previousAnswers: [],
};

// Even were the partner's content sent by mistake, the list would not show it.
const robins: CoachSession = {
  ...base,
  id: '2e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  playerId: PARTNER_ID,
  playerName: 'Robin',
  isMine: false,
  activityName: 'Blindfold',
  status: 'completed',
  question: 'A secret question',
  previousAnswers: [
    {
      questionId: '3f5a9c1e-2b4d-4e6f-8a0b-1c2d3e4f5a6b',
      question: 'What thrills you?',
      answer: 'A secret answer',
    },
  ],
  summary: 'A secret summary',
  completedAt: '2025-03-04T11:00:00.000Z',
};

describe('SessionList', () => {
  it("shows the partner's session only by its activity, owner and state", () => {
    renderWithProviders(<SessionList sessions={[mine, robins]} activeId={null} onOpen={vi.fn()} />);
    const item = screen.getByRole('listitem', { name: 'Blindfold' });
    expect(item).toHaveTextContent('Robin');
    expect(item).toHaveTextContent('Completed');
    expect(item).toHaveTextContent('Private to Robin');
    expect(within(item).queryByRole('button')).toBeNull();
    for (const secret of [
      'A secret question',
      'What thrills you?',
      'A secret answer',
      'A secret summary',
    ])
      expect(screen.queryByText(secret, { exact: false })).toBeNull();
  });

  it("opens the player's own session", async () => {
    const onOpen = vi.fn();
    renderWithProviders(<SessionList sessions={[mine, robins]} activeId={null} onOpen={onOpen} />);
    const item = screen.getByRole('listitem', { name: 'Slow massage' });
    expect(item).toHaveTextContent('You');
    expect(item).toHaveTextContent('Answered');
    expect(item).not.toHaveTextContent('Private');
    await userEvent.click(within(item).getByRole('button', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledWith(mine.id);
  });

  it('says when there are none', () => {
    renderWithProviders(<SessionList sessions={[]} activeId={null} onOpen={vi.fn()} />);
    expect(screen.getByText('No guided sessions yet.')).toBeVisible();
  });
});
