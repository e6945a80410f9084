import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { getJourney } from '@shared/api/routes/journey';
import { getCoupleSurveyStatus } from '@shared/api/routes/survey';
import {
  COUPLE_ID,
  PARTNER_ID,
  signInForTest,
} from '../../../../../tests/support/renderer/session';
import {
  answerPlayerRecord,
  aPlayerRecord,
} from '../../../../../tests/support/renderer/player-record';
import { renderRoutes } from '../../../../../tests/support/renderer/render';
import { routeKey } from '../../../lib/route-query';
import { DashboardPage } from './dashboard-page';

/** Sam, signed in as the browser keeps it: player 1 of `coupleId`, with `partnerId` as 2. */
const signIn = (coupleId: string | null = null, partnerId: string | null = null) =>
  signInForTest(coupleId, { player2Id: partnerId });

/** The couple's reads answered: both surveys complete and a journey set up. */
function answerCoupleResults(queryClient: QueryClient) {
  const params = { id: COUPLE_ID };
  queryClient.setQueryData(routeKey(getCoupleSurveyStatus, { params }), {
    bothComplete: true,
    player1SurveyComplete: true,
    player2SurveyComplete: true,
    player1Name: 'Sam',
    player2Name: 'Blair',
    showingPreviousRound: false,
  });
  queryClient.setQueryData(routeKey(getJourney, { params }), {
    initialized: true,
    startingLevel: 'Vanilla',
    desiredLevel: 'Playful',
    currentLevel: 'Vanilla',
    myHardBoundaries: [],
    initializedAt: '2026-05-01T10:00:00.000Z',
  });
}

const renderDashboard = (seed?: (queryClient: QueryClient) => void) =>
  renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/survey', element: <p>Survey screen</p> },
      { path: '/account-profile', element: <p>Account Profile screen</p> },
      { path: '/pricing', element: <p>Pricing screen</p> },
    ],
    '/dashboard',
    seed,
  );

describe('DashboardPage', () => {
  beforeEach(() => signIn());

  it('welcomes a new player on their first visit, and back on the next one', () => {
    // The record says the account was made when this session began: the session registered it.
    const justMade = (client: QueryClient) =>
      answerPlayerRecord(client, aPlayerRecord({ createdAt: new Date().toISOString() }));
    const first = renderDashboard(justMade);
    expect(screen.getByRole('heading', { name: 'Welcome, Sam!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    first.unmount();

    renderDashboard(justMade);
    expect(screen.getByRole('heading', { name: 'Welcome back, Sam!' })).toBeInTheDocument();
  });

  it('welcomes back a player whose account is older than the session, on any device', async () => {
    const { queryClient } = renderDashboard();
    // Until the record says when the account was made, "Welcome" is the one never untrue.
    expect(screen.getByRole('heading', { name: 'Welcome, Sam!' })).toBeInTheDocument();
    answerPlayerRecord(queryClient, aPlayerRecord({ createdAt: '2025-01-01T00:00:00.000Z' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam!' })).toBeInTheDocument();
  });

  it('offers the survey first, then the rest of play', async () => {
    const { router } = renderDashboard();
    const card = screen.getByRole('region', { name: 'Next steps' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    // No server: the survey status fails, and the step offers the survey rather than guess.
    const survey = { name: 'Take the survey' };
    expect(await within(card).findByRole('heading', survey, { timeout: 5000 })).toBeVisible();
    expect(card).toHaveAttribute('aria-busy', 'false');
    expect(card).toHaveTextContent(/The survey sets Velvet up for the two of you/);

    await userEvent.click(within(card).getByRole('link', { name: 'Go to Survey' }));
    expect(router.state.location.pathname).toBe('/survey');
  });

  it('asks a player without a couple to connect, and shows no subscription yet', () => {
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Next steps' });
    expect(within(card).getByRole('heading', { name: 'Connect with Partner' })).toBeVisible();
    expect(within(card).queryByRole('heading', { name: 'Explore & Enjoy' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Invite your partner' })).toHaveAttribute(
      'href',
      '/account-profile',
    );
    expect(card).toHaveTextContent(/inviting your partner sets up your couple/);
    expect(within(card).getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByRole('region', { name: 'Subscription' })).toBeNull();
  });

  it('invites a connected couple to explore and shows their subscription', async () => {
    window.localStorage.clear();
    signIn(COUPLE_ID, PARTNER_ID);
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Next steps' });
    expect(within(card).getByRole('heading', { name: 'Explore & Enjoy' })).toBeVisible();
    expect(within(card).queryByRole('heading', { name: 'Connect with Partner' })).toBeNull();
    expect(card).toHaveTextContent(/You and your partner are connected/);

    const subscription = screen.getByRole('region', { name: 'Subscription' });
    expect(subscription).toHaveAttribute('aria-busy', 'true');
    // No server in tests: the status cannot load, and the card says so with a Retry.
    const alert = await within(subscription).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not reach Velvet');
    expect(subscription).toHaveAttribute('aria-busy', 'false');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('shows the survey status and, without a couple, asks for the surveys in the summary', () => {
    renderDashboard();
    const summary = screen.getByRole('region', { name: 'Shared Summary' });
    expect(summary).toHaveTextContent('Complete your surveys to see your shared summary');
    expect(within(summary).queryByRole('link', { name: 'View Full Summary' })).toBeNull();
    const status = screen.getByRole('region', { name: 'Survey Status' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(within(status).getByRole('link', { name: 'Go to Survey' })).toHaveAttribute(
      'href',
      '/survey',
    );
  });

  it('shows a couple its shared summary counts loading, without the link yet', () => {
    window.localStorage.clear();
    signIn(COUPLE_ID, PARTNER_ID);
    renderDashboard();
    const summary = screen.getByRole('region', { name: 'Shared Summary' });
    expect(summary).toHaveAttribute('aria-busy', 'true');
    for (const label of ['Both Yes', 'Both Maybe', 'Yes/Maybe']) {
      expect(within(summary).getByText(label)).toBeVisible();
    }
    // The full summary's link waits for a summary to open.
    expect(within(summary).queryByRole('link', { name: 'View Full Summary' })).toBeNull();
  });

  it('notes when the partner has not joined the couple yet', () => {
    window.localStorage.clear();
    signIn(COUPLE_ID);
    renderDashboard();
    const card = screen.getByRole('region', { name: 'Next steps' });
    expect(within(card).getByRole('heading', { name: 'Explore & Enjoy' })).toBeVisible();
    expect(card).toHaveTextContent(/your partner joins by accepting your invitation/);
  });

  it('says a confirmation link is on its way right after registering, with a way to a new one', async () => {
    const { queryClient, router } = renderDashboard();
    await router.navigate('/dashboard', { state: { confirmationSentTo: 'sam@example.com' } });
    answerPlayerRecord(queryClient, aPlayerRecord({ emailVerified: false }));

    const notice = await screen.findByRole('region', { name: 'Confirm your email' });
    // The router applies the navigation as a transition: wait for it to show.
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        'Welcome to Velvet! A confirmation link is on its way to sam@example.com. ' +
          'Please confirm your email first: open the link we sent you, or send a new one from your dashboard.',
      ),
    );
    expect(within(notice).getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });

  it('shows no email notice once the record says the email is confirmed', async () => {
    const { queryClient } = renderDashboard();
    answerPlayerRecord(queryClient, aPlayerRecord({ emailVerified: false }));
    expect(await screen.findByRole('region', { name: 'Confirm your email' })).toBeVisible();
    // A later read finds it confirmed (the link was opened in another tab).
    answerPlayerRecord(queryClient, aPlayerRecord({ emailVerified: true }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Confirm your email' })).toBeNull(),
    );
    expect(screen.queryByText(/confirmation link is on its way/)).toBeNull();
  });

  it('reports a failed player load and retries it', async () => {
    renderDashboard();
    // No server in tests, so loading the player fails (and the cards' own loads beside it).
    const failed = { name: 'Failed to load player or couple data.' };
    const alert = await screen.findByRole('alert', failed, { timeout: 5000 });

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    // Retrying drops the old alert while loading; the second attempt fails too and shows a new one.
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await screen.findByRole('alert', failed, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, Sam!' })).toBeInTheDocument();
  });

  it('shows the scoreboard without a couple, and no journey or quick tasks', () => {
    renderDashboard();
    const scoreboard = screen.getByRole('region', { name: 'Scoreboard' });
    expect(scoreboard).toHaveTextContent('Invite your partner to start them.');
    expect(scoreboard).not.toHaveTextContent(/couple ID/i);
    expect(screen.queryByRole('region', { name: 'Quick Tasks' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Start Your Journey' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Last Adventure' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Dare Stats' })).toBeNull();
  });

  it("shows a couple's scoreboard, journey and dare stats, each failing on its own", async () => {
    window.localStorage.clear();
    signIn(COUPLE_ID, PARTNER_ID);
    renderDashboard();
    const scoreboard = screen.getByRole('region', { name: 'Scoreboard' });
    const dares = screen.getByRole('region', { name: 'Dare Stats' });
    expect(scoreboard).toHaveAttribute('aria-busy', 'true');
    expect(await within(scoreboard).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load scoreboard data',
    );
    expect(
      await screen.findByRole('alert', { name: 'Failed to load your journey' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await within(dares).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load dare stats',
    );
    // Without the survey status, nothing says the couple can play yet.
    expect(screen.queryByRole('region', { name: 'Quick Tasks' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Last Adventure' })).toBeNull();
  });

  it('shows the quick tasks and the last adventure of a couple with results, each failing on its own', async () => {
    window.localStorage.clear();
    signIn(COUPLE_ID, PARTNER_ID);
    renderDashboard(answerCoupleResults);
    const tasks = screen.getByRole('region', { name: 'Quick Tasks' });
    const adventure = screen.getByRole('region', { name: 'Last Adventure' });
    expect(await within(tasks).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /^Failed to load tasks: /,
    );
    expect(await within(adventure).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load your last adventure',
    );
  });
});
