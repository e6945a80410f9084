import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { getJourney } from '@shared/api/routes/journey';
import { getSharedSummary } from '@shared/api/routes/results';
import type { SubscriptionStatus } from '@shared/api/subscription';
import { getStatus } from '@shared/api/routes/subscription';
import { getCoupleSurveyStatus, getPlayerResponses } from '@shared/api/routes/survey';
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

/** Where the couple stands, as the server would answer the dashboard's reads. */
interface Stage {
  couple: 'none' | 'invited' | 'joined';
  ownDone: boolean;
  partnerDone?: boolean;
  journey?: boolean;
  /** The shared summary's counts; left out, the read stays unanswered. */
  summary?: { bothYesCount: number; bothMaybeCount: number; yesMaybeCount: number };
  subscription?: Partial<SubscriptionStatus>;
}

const DONE_AT = '2026-05-01T10:00:00.000Z';

function seed(stage: Stage) {
  return (client: QueryClient) => {
    // An account older than the session: a returning player.
    answerPlayerRecord(client, aPlayerRecord());
    client.setQueryData(routeKey(getPlayerResponses), {
      options: [],
      activities: {},
      completedAt: stage.ownDone ? DONE_AT : null,
      changeStartsNewRound: false,
      changeIsRoundApart: false,
      nextRoundAllowedAt: null,
    });
    if (stage.couple === 'none') return;
    const params = { id: COUPLE_ID };
    const partnerDone = stage.couple === 'joined' && stage.partnerDone === true;
    client.setQueryData(routeKey(getCoupleSurveyStatus, { params }), {
      bothComplete: stage.ownDone && partnerDone,
      player1SurveyComplete: stage.ownDone,
      player2SurveyComplete: partnerDone,
      player1Name: 'Sam',
      player2Name: stage.couple === 'joined' ? 'Blair' : null,
      showingPreviousRound: false,
    });
    client.setQueryData(routeKey(getJourney, { params }), {
      initialized: stage.journey === true,
      startingLevel: stage.journey ? 'Vanilla' : null,
      desiredLevel: stage.journey ? 'Playful' : null,
      currentLevel: stage.journey ? 'Vanilla' : null,
      myHardBoundaries: [],
      initializedAt: stage.journey ? DONE_AT : null,
    });
    if (stage.summary) client.setQueryData(routeKey(getSharedSummary, { params }), stage.summary);
    client.setQueryData(
      [...routeKey(getStatus, { params: { coupleId: COUPLE_ID } }), 'initialized'],
      {
        tier: 'Trial',
        isActive: true,
        isTrialActive: true,
        daysRemaining: 12,
        statusMessage: 'Free trial: 12 days left',
        expireDate: '2026-06-01T10:00:00.000Z',
        ...stage.subscription,
      },
    );
  };
}

function renderStageWithHandle(stage: Stage) {
  if (stage.couple !== 'none')
    signInForTest(COUPLE_ID, { player2Id: stage.couple === 'joined' ? PARTNER_ID : null });
  else signInForTest();
  return renderRoutes(
    [{ path: '/dashboard', element: <DashboardPage /> }],
    '/dashboard',
    seed(stage),
  );
}

function renderStage(stage: Stage) {
  renderStageWithHandle(stage);
  return screen.getByRole('region', { name: 'Next steps' });
}

const step = (card: HTMLElement, name: string) => within(card).queryByRole('heading', { name });
const region = (name: string) => screen.queryByRole('region', { name });
/** How often the page speaks of the trial. */
const trialMentions = () => document.body.textContent?.match(/trial/gi)?.length ?? 0;

describe('the dashboard follows progress', () => {
  it('without a couple or survey: the survey and the invitation, the trial said once', () => {
    const card = renderStage({ couple: 'none', ownDone: false });
    expect(step(card, 'Take the survey')).toBeVisible();
    expect(step(card, 'Connect with Partner')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'See plans and pricing' })).toHaveStyle({
      textDecoration: 'underline',
    });
    expect(trialMentions()).toBe(1);
    expect(region('Subscription')).toBeNull();
    for (const name of ['Quick Tasks', 'Last Adventure', 'Dare Stats', 'Start Your Journey'])
      expect(region(name)).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Full Summary' })).toBeNull();
  });

  it('without a couple, survey done: no survey step, the invitation says why', () => {
    const card = renderStage({ couple: 'none', ownDone: true });
    expect(step(card, 'Take the survey')).toBeNull();
    expect(card).toHaveTextContent(/Your survey is done\. Invite your partner/);
  });

  it('invited partner not joined yet: the survey, and the invitation to wait for', () => {
    const card = renderStage({ couple: 'invited', ownDone: false });
    expect(step(card, 'Take the survey')).toBeVisible();
    expect(step(card, 'Explore & Enjoy')).toBeVisible();
    expect(card).toHaveTextContent(/your partner joins by accepting your invitation/);
    expect(region('Dare Stats')).toBeNull();
    expect(region('Start Your Journey')).toBeVisible();
  });

  it('connected, survey not started: the survey first, no play before it', () => {
    const card = renderStage({ couple: 'joined', ownDone: false });
    expect(step(card, 'Take the survey')).toBeVisible();
    expect(card).toHaveTextContent(/You and your partner are connected/);
    expect(region('Start Your Journey')).toBeVisible();
    expect(region('Dare Stats')).toBeVisible();
    expect(region('Quick Tasks')).toBeNull();
    expect(region('Last Adventure')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Full Summary' })).toBeNull();
  });

  it('own survey done, the partner not yet: waiting for them by name', () => {
    const card = renderStage({ couple: 'joined', ownDone: true, journey: true });
    expect(step(card, 'Take the survey')).toBeNull();
    expect(card).toHaveTextContent(/Once Blair has finished theirs/);
    expect(region('Daily Challenge')).toBeVisible();
    expect(region('Quick Tasks')).toBeNull();
    expect(region('Last Adventure')).toBeNull();
  });

  it('both done with a summary: results, play, and the full summary', () => {
    const card = renderStage({
      couple: 'joined',
      ownDone: true,
      partnerDone: true,
      journey: true,
      summary: { bothYesCount: 4, bothMaybeCount: 1, yesMaybeCount: 2 },
    });
    expect(screen.queryByRole('heading', { name: 'Take the survey' })).toBeNull();
    expect(card).toHaveTextContent(/You have both finished the survey/);
    expect(within(card).getByRole('link', { name: 'Plan an adventure' })).toHaveAttribute(
      'href',
      '/adventures',
    );
    expect(region('Quick Tasks')).toBeVisible();
    expect(region('Last Adventure')).toBeVisible();
    expect(
      within(region('Shared Summary')!).getByRole('link', { name: 'View Full Summary' }),
    ).toHaveAttribute('href', '/summary');
  });

  it('both done before the journey: the journey to start, no quick tasks yet', () => {
    renderStage({ couple: 'joined', ownDone: true, partnerDone: true, journey: false });
    expect(region('Start Your Journey')).toBeVisible();
    expect(region('Quick Tasks')).toBeNull();
    expect(region('Last Adventure')).toBeVisible();
  });

  it('a summary with nothing in it offers no full summary', () => {
    renderStage({
      couple: 'joined',
      ownDone: true,
      partnerDone: true,
      summary: { bothYesCount: 0, bothMaybeCount: 0, yesMaybeCount: 0 },
    });
    expect(screen.queryByRole('link', { name: 'View Full Summary' })).toBeNull();
  });

  it('once the trial has ended, asks for a plan instead of offering play', () => {
    const card = renderStage({
      couple: 'joined',
      ownDone: true,
      partnerDone: true,
      journey: true,
      subscription: {
        isActive: false,
        isTrialActive: false,
        daysRemaining: 0,
        statusMessage: 'Your free trial has ended. Choose a plan to keep playing.',
      },
    });
    expect(card).toHaveTextContent(/Adventures, quick tasks and dares need an active plan/);
    expect(within(card).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(within(card).queryByRole('link', { name: 'Plan an adventure' })).toBeNull();
    // No new quick task either: the server would refuse it without a plan.
    expect(region('Daily Challenge')).toBeVisible();
    expect(region('Quick Tasks')).toBeNull();
    expect(trialMentions()).toBe(1);
  });

  it('states an active trial once, and an ended one once', () => {
    const { unmount } = renderStageWithHandle({ couple: 'joined', ownDone: false });
    expect(within(region('Subscription')!).getByText('Free trial: 12 days left')).toBeVisible();
    expect(trialMentions()).toBe(1);
    unmount();

    renderStage({
      couple: 'joined',
      ownDone: false,
      subscription: {
        isActive: false,
        isTrialActive: false,
        daysRemaining: 0,
        statusMessage: 'Your free trial has ended. Choose a plan to keep playing.',
      },
    });
    expect(region('Subscription')).toHaveTextContent('Your free trial has ended');
    expect(trialMentions()).toBe(1);
  });
});
