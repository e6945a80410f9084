import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { setApiBaseUrl } from '../../lib/http';
import {
  SharedSummaryCard,
  SharedSummaryView,
  type SharedSummaryState,
} from './shared-summary-card';

const COUPLE_ID = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const EMPTY = 'Complete your surveys to see your shared summary';

function renderRoute(element: React.ReactNode) {
  const utils = renderRoutes(
    [
      { path: '/dashboard', element },
      { path: '/summary', element: <p>Summary screen</p> },
    ],
    '/dashboard',
  );
  return { ...utils, card: screen.getByRole('region', { name: 'Shared Summary' }) };
}

const renderView = (state: SharedSummaryState, onRetry = vi.fn()) =>
  renderRoute(<SharedSummaryView state={state} onRetry={onRetry} showLink />);

describe('SharedSummaryView', () => {
  it('shows the three counts and links to the full summary', async () => {
    const { card, router } = renderView({
      status: 'success',
      counts: { bothYesCount: 4, bothMaybeCount: 2, yesMaybeCount: 7 },
    });
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Both Yes', 'Both Maybe', 'Yes/Maybe']);
    expect(values).toEqual(['4', '2', '7']);
    expect(card).not.toHaveTextContent(EMPTY);

    await userEvent.click(within(card).getByRole('link', { name: 'View Full Summary' }));
    expect(router.state.location.pathname).toBe('/summary');
  });

  it('shows skeletons while loading, and no link before there is a summary', () => {
    const { card } = renderView({ status: 'loading' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByText('Both Yes')).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'View Full Summary' })).toBeNull();
  });

  it('asks for the surveys when they are not both complete, or nothing matches yet', () => {
    const { card, unmount } = renderView({ status: 'empty' });
    expect(card).toHaveTextContent(EMPTY);
    expect(within(card).queryByRole('term')).toBeNull();
    expect(within(card).queryByRole('link', { name: 'View Full Summary' })).toBeNull();
    unmount();

    const zero = renderView({
      status: 'success',
      counts: { bothYesCount: 0, bothMaybeCount: 0, yesMaybeCount: 0 },
    });
    expect(zero.card).toHaveTextContent(EMPTY);
    expect(within(zero.card).queryByRole('link', { name: 'View Full Summary' })).toBeNull();
  });

  it('reports a failure with a Retry', async () => {
    const retry = vi.fn();
    const { card } = renderView({ status: 'error' }, retry);
    const alert = within(card).getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load shared summary');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('SharedSummaryCard', () => {
  beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
  afterEach(() => setApiBaseUrl(''));

  it('without a couple, asks for the surveys and offers no summary link', () => {
    const { card } = renderRoute(<SharedSummaryCard coupleId={null} />);
    expect(card).toHaveTextContent(EMPTY);
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('in a couple, says the counts failed to load when the server is unreachable', async () => {
    const { card } = renderRoute(<SharedSummaryCard coupleId={COUPLE_ID} />);
    expect(card).toHaveAttribute('aria-busy', 'true');
    const alert = await within(card).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load shared summary');
    expect(within(card).queryByRole('link', { name: 'View Full Summary' })).toBeNull();
  });
});
