import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import type { ActivitySummaryItem } from './activities-summary';
import { ActivitiesSummaryView } from './activities-summary-view';

const items: ActivitySummaryItem[] = [
  {
    activityId: '0f9e8d7c-6b5a-4c3d-9e1f-a2b3c4d5e6f7',
    activityName: 'Slow dancing',
    category: 'Romance',
    matchType: 'Both Yes',
  },
  {
    activityId: '1f9e8d7c-6b5a-4c3d-9e1f-a2b3c4d5e6f7',
    activityName: 'Blindfold',
    category: 'Sensual',
    matchType: 'Yes/Maybe',
  },
  {
    activityId: '2f9e8d7c-6b5a-4c3d-9e1f-a2b3c4d5e6f7',
    activityName: 'Love letters',
    category: 'Romance',
    matchType: 'Both Maybe',
  },
];

describe('ActivitiesSummaryView', () => {
  it('offers the four filters with their counts, All Activities pressed', () => {
    renderWithProviders(<ActivitiesSummaryView items={items} />);
    const filters = screen.getByRole('group', { name: 'Filter activities' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All Activities (3)', 'Both Yes (1)', 'Both Maybe (1)', 'Yes/Maybe (1)']);
    expect(screen.getByRole('button', { name: 'All Activities (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Both Yes (1)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('lists activities by category and never says who answered what', () => {
    renderWithProviders(<ActivitiesSummaryView items={items} />);
    const romance = screen.getByRole('region', { name: 'Romance' });
    expect(within(romance).getByRole('heading', { name: 'Romance' })).toBeVisible();
    expect(
      within(romance)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Slow dancingBoth Yes', 'Love lettersBoth Maybe']);
    expect(screen.getByRole('region', { name: 'Sensual' })).toHaveTextContent('Blindfold');
    expect(document.body).not.toHaveTextContent(/\b(you|partner|player)\b/i);
  });

  it('filters by kind of match, by mouse or keyboard', async () => {
    renderWithProviders(<ActivitiesSummaryView items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Yes/Maybe (1)' }));
    expect(screen.getByRole('button', { name: 'Yes/Maybe (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('region', { name: 'Romance' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 activity');

    screen.getByRole('button', { name: 'Both Maybe (1)' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Romance' })).toHaveTextContent('Love letters');
    expect(screen.queryByRole('region', { name: 'Sensual' })).toBeNull();
  });
});
