import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { setApiBaseUrl } from '../../lib/http';
import {
  coupleProgress,
  PREVIOUS_ROUND_STATUS,
  SurveyStatusCard,
  SurveyStatusView,
  type SurveyStatusViewProps,
} from './survey-status-card';

const COUPLE_ID = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const PLAYER_ID = '8b0e3f4c-1d2a-4e5f-9a6b-7c8d9e0f1a2b';

function renderRoute(element: React.ReactNode) {
  const utils = renderRoutes(
    [
      { path: '/dashboard', element },
      { path: '/survey', element: <p>Survey screen</p> },
      { path: '/coupleResults', element: <p>Results screen</p> },
    ],
    '/dashboard',
  );
  return { ...utils, card: screen.getByRole('region', { name: 'Survey Status' }) };
}

const renderView = (props: Partial<SurveyStatusViewProps>) =>
  renderRoute(
    <SurveyStatusView
      own={{ status: 'success', data: null }}
      couple={null}
      onRetry={vi.fn()}
      {...props}
    />,
  );

const status = {
  bothComplete: false,
  player1SurveyComplete: true,
  player2SurveyComplete: false,
  player1Name: 'Sam',
  player2Name: 'Alex',
  showingPreviousRound: false,
};

describe('coupleProgress', () => {
  it('reads the couple status from either side', () => {
    expect(coupleProgress(status, true)).toEqual({
      youFinished: true,
      partnerName: 'Alex',
      partnerFinished: false,
      bothComplete: false,
      showingPreviousRound: false,
    });
    expect(coupleProgress({ ...status, showingPreviousRound: true }, false)).toEqual({
      youFinished: false,
      partnerName: 'Sam',
      partnerFinished: true,
      bothComplete: false,
      showingPreviousRound: true,
    });
    expect(coupleProgress({ ...status, player2Name: null }, true).partnerName).toBeNull();
  });
});

describe('SurveyStatusView', () => {
  it('reads Pending and links to the survey until the player is done', async () => {
    const { card, router } = renderView({});
    expect(within(card).getByText('Pending')).toBeVisible();
    expect(within(card).queryByText('Completed')).toBeNull();
    await userEvent.click(within(card).getByRole('link', { name: 'Go to Survey' }));
    expect(router.state.location.pathname).toBe('/survey');
  });

  it('reads Completed once the player is done, with a way to review', () => {
    const { card } = renderView({ own: { status: 'success', data: '2026-03-05T12:00:00.000Z' } });
    expect(within(card).getByText('Completed')).toBeVisible();
    expect(within(card).queryByText('Pending')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Review answers' })).toHaveAttribute(
      'href',
      '/survey',
    );
  });

  it("shows both partners' progress in a couple", () => {
    const { card } = renderView({
      couple: {
        coupleId: COUPLE_ID,
        state: { status: 'success', data: coupleProgress(status, true) },
      },
    });
    const rows = within(card)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['YouFinished', 'AlexNot finished yet']);
    expect(within(card).queryByRole('link', { name: 'See your results' })).toBeNull();
  });

  it('links to the results once both are done', async () => {
    const { card, router } = renderView({
      own: { status: 'success', data: '2026-03-05T12:00:00.000Z' },
      couple: {
        coupleId: COUPLE_ID,
        state: {
          status: 'success',
          data: coupleProgress(
            { ...status, bothComplete: true, player2SurveyComplete: true },
            true,
          ),
        },
      },
    });
    await userEvent.click(within(card).getByRole('link', { name: 'See your results' }));
    expect(router.state.location.pathname).toBe('/coupleResults');
    expect(router.state.location.search).toBe(`?coupleId=${COUPLE_ID}`);
  });

  it('says the results show the last completed round while a new one is answered', async () => {
    const { card, router } = renderView({
      couple: {
        coupleId: COUPLE_ID,
        state: {
          status: 'success',
          data: coupleProgress({ ...status, showingPreviousRound: true }, true),
        },
      },
    });
    expect(card).toHaveTextContent(PREVIOUS_ROUND_STATUS);
    expect(card).not.toHaveTextContent('your results are ready');
    await userEvent.click(within(card).getByRole('link', { name: 'See your results' }));
    expect(router.state.location.pathname).toBe('/coupleResults');
  });

  it('notes a partner who has not joined yet', () => {
    const { card } = renderView({
      couple: {
        coupleId: COUPLE_ID,
        state: { status: 'success', data: coupleProgress({ ...status, player2Name: null }, true) },
      },
    });
    expect(card).toHaveTextContent('Your partner has not joined yet.');
  });
});

describe('SurveyStatusCard', () => {
  beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
  afterEach(() => setApiBaseUrl(''));

  it('says the status failed to load when the server is unreachable, and retries', async () => {
    const { card } = renderRoute(
      <SurveyStatusCard playerId={PLAYER_ID} coupleId={COUPLE_ID} isPlayer1 />,
    );
    expect(card).toHaveAttribute('aria-busy', 'true');
    const alert = await within(card).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load survey status');
    expect(within(card).getByRole('link', { name: 'Go to Survey' })).toBeVisible();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    // Retrying drops the old alert while loading; the second attempt fails too.
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load survey status',
    );
  });
});
