import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuickTask } from '@shared/api/quicktasks';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, PARTNER_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { QuickTasksCard, QuickTasksView } from './quick-tasks-card';
import { TaskTags } from './task-details';

const task = (overrides: Partial<QuickTask> = {}): QuickTask => ({
  id: '0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b',
  title: 'Slow dance',
  description: 'Put on your song and dance in the kitchen.',
  taskType: 'teasing',
  durationMinutes: 10,
  suggestedPoints: 15,
  assignedToPlayerId: PARTNER_ID,
  assignedToPlayerName: 'Robin',
  activityTags: ['dancing', 'music', 'closeness', 'kitchen', 'evening'],
  status: 'pending',
  startedAt: null,
  confirmedByMe: false,
  confirmedByPartner: false,
  ...overrides,
});
const loaded = (data: QuickTask | null) =>
  ({ status: 'success', data, error: null, retry: () => {} }) as const;
const area = () => screen.getByRole('region', { name: 'Quick Tasks' });

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signInForTest(COUPLE_ID);
});
afterEach(() => setApiBaseUrl(''));

describe('QuickTasksCard', () => {
  it('says the tasks failed to load, with the reason, and retries', async () => {
    renderWithProviders(<QuickTasksCard coupleId={COUPLE_ID} />);
    expect(area()).toHaveAttribute('aria-busy', 'true');
    const alert = await within(area()).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(/^Failed to load tasks: Could not reach Velvet/);

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await within(area()).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load tasks: ',
    );
  });

  it('offers Generate without an open task, and says when generating fails and why', async () => {
    renderWithProviders(<QuickTasksView coupleId={COUPLE_ID} pending={loaded(null)} />);
    await userEvent.click(within(area()).getByRole('button', { name: 'Generate Task' }));
    const alert = await within(area()).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to generate task');
    expect(alert).toHaveTextContent('Could not reach Velvet');
  });

  it('shows a pending task with its details and Start', () => {
    renderWithProviders(<QuickTasksView coupleId={COUPLE_ID} pending={loaded(task())} />);
    const card = area();
    expect(within(card).getByRole('heading', { name: 'Slow dance' })).toBeVisible();
    expect(card).toHaveTextContent('Put on your song and dance in the kitchen.');
    expect(card).toHaveTextContent('Type:Teasing');
    expect(card).toHaveTextContent('Duration:10 min');
    expect(card).toHaveTextContent('Points:15');
    expect(card).toHaveTextContent('For:Robin');
    expect(within(card).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('asks to confirm a started task, with optional notes', () => {
    renderWithProviders(
      <QuickTasksView coupleId={COUPLE_ID} pending={loaded(task({ status: 'started' }))} />,
    );
    expect(within(area()).getByRole('textbox', { name: /Notes \(optional\)/ })).toBeVisible();
    expect(within(area()).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(within(area()).queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('waits for the partner once this player has confirmed', () => {
    renderWithProviders(
      <QuickTasksView
        coupleId={COUPLE_ID}
        pending={loaded(task({ status: 'started', confirmedByMe: true }))}
      />,
    );
    expect(within(area()).getByText('Waiting for your partner to confirm...')).toBeVisible();
    expect(within(area()).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});

describe('TaskTags', () => {
  it("shows at most 3 tags, then '+N more'", () => {
    renderWithProviders(<TaskTags tags={['a', 'b', 'c', 'd', 'e']} />);
    const list = screen.getByRole('list', { name: 'Activity tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a', 'b', 'c', '+2 more']);
  });

  it('shows no "+N more" with 3 tags or fewer', () => {
    renderWithProviders(<TaskTags tags={['a', 'b', 'c']} />);
    expect(screen.queryByText(/more$/)).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
