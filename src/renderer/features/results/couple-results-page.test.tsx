import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, renderWithProviders } from '../../../../tests/support/renderer/render';
import { setApiBaseUrl } from '../../lib/http';
import { CoupleResultsPage, NotYourCouple, ResultsView } from './couple-results-page';
import { RESULTS_MESSAGES } from './messages';
import { COUPLE_ID, signIn } from '../../../../tests/support/renderer/couple-session';

const renderResults = (path: string) =>
  renderRoutes(
    [
      { path: '/coupleResults', element: <CoupleResultsPage /> },
      { path: '/dashboard', element: <p>Dashboard screen</p> },
    ],
    path,
  );

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('CoupleResultsPage', () => {
  it('says the couple ID is missing, without calling the server', async () => {
    signIn(COUPLE_ID);
    const { router } = renderResults('/coupleResults');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Missing couple ID.');
    await userEvent.click(within(alert).getByRole('link', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('refuses a couple ID that is not one', () => {
    signIn(COUPLE_ID);
    renderResults('/coupleResults?coupleId=nope');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid couple ID format');
  });

  it('says plainly what a partner can and cannot learn from the results, one click away', async () => {
    signIn(COUPLE_ID);
    renderResults('/coupleResults');
    expect(screen.getByText(RESULTS_MESSAGES.partnerLearns)).not.toBeVisible();
    await userEvent.click(screen.getByText('What your partner can see'));
    expect(screen.getByText(RESULTS_MESSAGES.partnerLearns)).toBeVisible();
    expect(RESULTS_MESSAGES.partnerLearns).toContain('never shows a No as such');
    expect(RESULTS_MESSAGES.partnerLearns).toContain('one of you said Maybe');
  });

  it('says the results failed to load when the server is unreachable, and retries', async () => {
    signIn(COUPLE_ID);
    renderResults(`/coupleResults?coupleId=${COUPLE_ID}`);
    expect(screen.getByText('Loading results…').parentElement).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to fetch results.');
    // The summary belongs to results: none shows beside a failure.
    expect(screen.queryByRole('region', { name: 'Your relationship summary' })).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to fetch results.',
    );
  });
});

describe('NotYourCouple', () => {
  it('says the couple is not the player’s and leads to their own results', async () => {
    signIn(COUPLE_ID);
    const { router } = renderRoutes(
      [
        { path: '/other', element: <NotYourCouple ownCoupleId={COUPLE_ID} /> },
        { path: '/coupleResults', element: <p>Own results screen</p> },
      ],
      '/other',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This couple is not yours.');
    expect(alert).toHaveTextContent('Only the two partners of a couple can see its results.');
    expect(alert).not.toHaveTextContent(RESULTS_MESSAGES.incomplete);
    await userEvent.click(within(alert).getByRole('link', { name: 'See your own results' }));
    expect(router.state.location.search).toBe(`?coupleId=${COUPLE_ID}`);
  });

  it('leads back to the dashboard when the player has no couple of their own', async () => {
    signIn(null);
    const { router } = renderRoutes(
      [
        { path: '/other', element: <NotYourCouple ownCoupleId={null} /> },
        { path: '/dashboard', element: <p>Dashboard screen</p> },
      ],
      '/other',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This couple is not yours.');
    await userEvent.click(within(alert).getByRole('link', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

const result = {
  matches: 1,
  closeMatches: 2,
  conflicts: 3,
  generatedAt: '2026-03-05T12:00:00.000Z',
  fromPreviousRound: false,
  matchDetails: [
    {
      id: 'a',
      optionId: '0f9e8d7c-6b5a-4c3d-9e1f-a2b3c4d5e6f7',
      question: 'Slow dancing',
      category: 'Romance',
      matchType: 'Exact' as const,
      player1Response: 'Yes' as const,
      player2Response: 'Yes' as const,
    },
    {
      id: 'b',
      optionId: '1f9e8d7c-6b5a-4c3d-9e1f-a2b3c4d5e6f7',
      question: 'Blindfold',
      category: 'Sensual',
      matchType: 'Close' as const,
      player1Response: 'Yes' as const,
      player2Response: 'Maybe' as const,
    },
  ],
};

describe('ResultsView', () => {
  it('shows the counts, when they were made, and both lists; a failed summary leaves them be', () => {
    renderWithProviders(
      <ResultsView
        result={result}
        summary={{ status: 'error', error: new Error('x'), retry: () => {} }}
        side="player1"
      />,
    );
    expect(screen.getByText('1 match')).toBeVisible();
    expect(screen.getByText('2 close matches')).toBeVisible();
    expect(screen.getByText('3 differences')).toBeVisible();
    expect(screen.getByText(/^Generated /)).toHaveTextContent(/Generated Mar 5, 2026/);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not generate couple summary. Please try again later.',
    );

    const exact = screen.getByRole('region', { name: 'Exact Matches' });
    expect(within(exact).getByRole('heading', { name: 'Exact Matches' })).toBeVisible();
    expect(within(exact).getAllByRole('listitem')).toHaveLength(1);
    const close = screen.getByRole('region', { name: 'Close Matches' });
    expect(within(close).getByRole('listitem')).toHaveTextContent('Blindfold');
    expect(within(close).getByText('You: Yes')).toBeVisible();
    expect(within(close).getByText('Partner: Maybe')).toBeVisible();
  });

  it('says the results are from the last completed round while a new one is answered', async () => {
    const summary = { status: 'loading' as const, retry: () => {} };
    const { unmount } = renderWithProviders(
      <ResultsView result={result} summary={summary} side="player1" />,
    );
    expect(screen.queryByText(RESULTS_MESSAGES.previousRound)).toBeNull();
    unmount();

    renderWithProviders(
      <ResultsView
        result={{ ...result, fromPreviousRound: true }}
        summary={summary}
        side="player1"
      />,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'These results are from your last completed round. They will update once you have both completed the survey again.',
    );
    expect(within(notice).getByRole('link', { name: 'Go to Survey' })).toHaveAttribute(
      'href',
      '/survey',
    );
    expect(screen.getByText('1 match')).toBeVisible();
  });
});
