import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_COACH_TOPICS } from '@shared/domain/coach';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signIn } from '../../../../tests/support/renderer/couple-session';
import { setApiBaseUrl } from '../../lib/http';
import { TopicGrid, useTopicChoices } from './topic-grid';

function Topics({ onChoose }: { onChoose: (topic: string) => void }) {
  return (
    <TopicGrid topics={useTopicChoices()} selected="Trust" disabled={false} onChoose={onChoose} />
  );
}

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signIn(COUPLE_ID);
});
afterEach(() => setApiBaseUrl(''));

describe('TopicGrid', () => {
  it('offers the eight default topics when the categories cannot be read, and starts on the one chosen', async () => {
    const onChoose = vi.fn();
    renderWithProviders(<Topics onChoose={onChoose} />);
    const grid = screen.getByRole('region', { name: 'Topics' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    await within(grid).findByRole('button', { name: 'Romance' }, { timeout: 5000 });
    expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(
      within(grid)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([...DEFAULT_COACH_TOPICS]);
    expect(within(grid).getByRole('button', { name: 'Trust' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(grid).getByRole('button', { name: 'Aftercare' }));
    expect(onChoose).toHaveBeenCalledWith('Aftercare');
  });
});
