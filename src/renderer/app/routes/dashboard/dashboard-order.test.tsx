import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { Experience } from '@shared/api/adventures';
import type { Dare, DareStats } from '@shared/api/dares';
import type { QuickTask } from '@shared/api/quicktasks';
import { lastExperience, listExperiences } from '@shared/api/routes/adventures';
import { coupleDares, dareStatsRoute } from '@shared/api/routes/dares';
import { getStats } from '@shared/api/routes/gamification';
import { getJourney } from '@shared/api/routes/journey';
import { getDailyChallenge, getPendingTask } from '@shared/api/routes/quicktasks';
import { getSharedSummary } from '@shared/api/routes/results';
import { getStatus } from '@shared/api/routes/subscription';
import { getCoupleSurveyStatus, getPlayerResponses } from '@shared/api/routes/survey';
import {
  COUPLE_ID,
  PARTNER_ID,
  PLAYER_ID,
  signInForTest,
} from '../../../../../tests/support/renderer/session';
import {
  answerPlayerRecord,
  aPlayerRecord,
} from '../../../../../tests/support/renderer/player-record';
import { renderRoutes } from '../../../../../tests/support/renderer/render';
import { routeKey } from '../../../lib/route-query';
import { browserTimeZone } from '../../../lib/time-zone';
import { DashboardPage } from './dashboard-page';

const DONE_AT = '2026-05-01T10:00:00.000Z';
const params = { id: COUPLE_ID };

const NO_DARES: DareStats = {
  player1Completed: 0,
  player1Sent: 0,
  player2Completed: 0,
  player2Sent: 0,
  totalCompleted: 0,
  totalPending: 0,
  totalDeclined: 0,
  totalPoints: 0,
};

const TASK: QuickTask = {
  id: '0f6c8a3e-2b1d-4c5e-8f7a-9b0c1d2e3f40',
  title: 'Slow dance in the kitchen',
  description: 'Put on one song you both love and dance to the end of it.',
  taskType: 'challenge',
  durationMinutes: 5,
  suggestedPoints: 3,
  assignedToPlayerId: PLAYER_ID,
  assignedToPlayerName: 'Sam',
  activityTags: [],
  status: 'started',
  startedAt: DONE_AT,
  confirmedByMe: false,
  confirmedByPartner: true,
};

const DARE: Dare = {
  id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  coupleId: COUPLE_ID,
  senderId: PARTNER_ID,
  receiverId: PLAYER_ID,
  senderName: 'Blair',
  receiverName: 'Sam',
  difficultyLevel: 'naughty',
  points: 2,
  status: 'Pending',
  dareText: null,
  revealed: false,
  expiresAt: null,
  createdAt: DONE_AT,
  acceptedAt: null,
  completedAt: null,
  verifiedAt: null,
};

const TEASER = 'Keep Friday evening free and bring your warmest scarf.';

const ADVENTURE: Experience = {
  id: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  coupleId: COUPLE_ID,
  title: 'A surprise from Blair',
  type: 'Date night',
  status: 'planned',
  level: 'Vanilla',
  isLeadPartner: false,
  leadPartnerName: 'Blair',
  visibleToPartner: true,
  partnerTeaser: TEASER,
  postponedUntil: null,
  chanceOutcome: null,
  chanceResult: null,
  selectedAccessories: [],
  preparationInstructions: null,
  details: null,
  summary: null,
  durationMinutes: 90,
  player1Response: null,
  player2Response: null,
  player1ResponseDate: null,
  player2ResponseDate: null,
  partnerFeedback: null,
  createdAt: DONE_AT,
  updatedAt: DONE_AT,
  completedAt: null,
};

interface Couple {
  /** Both surveys done and the journey started: play is open. */
  playing: boolean;
  task?: QuickTask | null;
  dares?: Dare[];
  experiences?: Experience[];
  /** The partner who started the journey while this player has not yet set boundaries. */
  boundaryPromptFrom?: string;
}

/** The server's answers for a returning player; a couple's reads only when there is one. */
function seed(couple: Couple | null) {
  return (client: QueryClient) => {
    answerPlayerRecord(client, aPlayerRecord());
    client.setQueryData(routeKey(getPlayerResponses), {
      options: [],
      activities: {},
      completedAt: couple?.playing ? DONE_AT : null,
      changeStartsNewRound: false,
      changeIsRoundApart: false,
      nextRoundAllowedAt: null,
    });
    if (!couple) return;
    const done = couple.playing;
    client.setQueryData(routeKey(getCoupleSurveyStatus, { params }), {
      bothComplete: done,
      player1SurveyComplete: done,
      player2SurveyComplete: done,
      player1Name: 'Sam',
      player2Name: 'Blair',
      showingPreviousRound: false,
    });
    client.setQueryData(routeKey(getJourney, { params }), {
      initialized: done,
      startingLevel: done ? 'Vanilla' : null,
      desiredLevel: done ? 'Playful' : null,
      currentLevel: done ? 'Vanilla' : null,
      myHardBoundaries: [],
      initializedAt: done ? DONE_AT : null,
      boundaryPrompt: couple.boundaryPromptFrom ? { partnerName: couple.boundaryPromptFrom } : null,
    });
    client.setQueryData(routeKey(getSharedSummary, { params }), {
      bothYesCount: 0,
      bothMaybeCount: 0,
      yesMaybeCount: 0,
    });
    client.setQueryData(routeKey(getStats, { params, query: { timeZone: browserTimeZone() } }), {
      player1Score: 0,
      player2Score: 0,
      currentStreak: 0,
      longestStreak: 0,
      lastCompletedDate: null,
    });
    client.setQueryData(routeKey(dareStatsRoute, { params }), NO_DARES);
    client.setQueryData(routeKey(coupleDares, { params }), couple.dares ?? []);
    client.setQueryData(
      [...routeKey(getStatus, { params: { coupleId: COUPLE_ID } }), 'initialized'],
      {
        tier: 'Trial',
        isActive: true,
        isTrialActive: true,
        daysRemaining: 12,
        statusMessage: 'Free trial: 12 days left',
        expireDate: '2026-06-01T10:00:00.000Z',
      },
    );
    if (!done) return;
    client.setQueryData(routeKey(getPendingTask, { params }), couple.task ?? null);
    client.setQueryData(routeKey(listExperiences), couple.experiences ?? []);
    client.setQueryData(routeKey(lastExperience, { params }), null);
    client.setQueryData(
      routeKey(getDailyChallenge, { params, query: { timeZone: browserTimeZone() } }),
      {
        date: '2026-05-01',
        title: 'Three good things',
        description: 'Tell each other three things you liked about today.',
        taskType: 'whisper',
        durationMinutes: 5,
        points: 2,
        status: 'pending',
        doneByMe: false,
        doneByPartner: false,
      },
    );
  };
}

function renderDashboard(couple: Couple | null) {
  if (couple) signInForTest(COUPLE_ID, { player2Id: PARTNER_ID });
  else signInForTest();
  renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard', seed(couple));
}

const region = (name: string) => screen.getByRole('region', { name });
const noRegion = (name: string) => expect(screen.queryByRole('region', { name })).toBeNull();

/** Each element comes after the one before it on the page, as a phone shows them top down. */
function expectInOrder(...elements: HTMLElement[]) {
  for (let i = 1; i < elements.length; i++) {
    const follows = elements[i - 1]!.compareDocumentPosition(elements[i]!);
    expect(
      follows & Node.DOCUMENT_POSITION_FOLLOWING,
      `${elements[i - 1]!.getAttribute('aria-labelledby')} before ${elements[i]!.getAttribute('aria-labelledby')}`,
    ).toBeTruthy();
  }
}

describe("the dashboard's order", () => {
  it('a new player without a couple: the next step, then progress that invites the partner', () => {
    renderDashboard(null);
    noRegion('Waiting for you');
    const scoreboard = region('Scoreboard');
    expectInOrder(
      region('Next steps'),
      region('Your progress'),
      region('Survey Status'),
      scoreboard,
    );
    expect(scoreboard).not.toHaveTextContent(/couple ID/i);
    expect(scoreboard).toHaveTextContent('Invite your partner to start them.');
    expect(within(scoreboard).getByRole('link', { name: 'Invite your partner' })).toHaveAttribute(
      'href',
      '/account-profile',
    );
    noRegion('Your plan');
  });

  it('a new couple: the survey and the journey first, invitations instead of zeros, the plan last', () => {
    renderDashboard({ playing: false });
    noRegion('Waiting for you');
    const dares = region('Dare Stats');
    expectInOrder(
      region('Next steps'),
      region('Start Your Journey'),
      region('Your progress'),
      dares,
      region('Your plan'),
      region('Subscription'),
    );
    expect(within(dares).queryByText('Pending')).toBeNull();
    expect(within(dares).queryByText(/^0$/)).toBeNull();
    expect(dares).toHaveTextContent('No dares yet.');
    expect(within(dares).getByRole('link', { name: 'Send a first dare' })).toHaveAttribute(
      'href',
      '/dares',
    );
    expect(region('Scoreboard')).toHaveTextContent('No points yet.');
  });

  it('a task waiting on this player: first, with its action, then the challenge and streak', async () => {
    renderDashboard({ playing: true, task: TASK });
    const waiting = region('Waiting for you');
    const challenge = region('Daily Challenge');
    expectInOrder(
      waiting,
      region('Next steps'),
      challenge,
      region('Your progress'),
      region('Your plan'),
    );
    expect(waiting).toHaveTextContent('Your turn to confirm: Slow dance in the kitchen');
    expect(within(waiting).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    // One press; the optional notes open only when asked for, keeping this section short.
    expect(within(waiting).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Add a note' }));
    expect(within(waiting).getByRole('textbox', { name: /Notes \(optional\)/ })).toBeVisible();
    // Not twice: the Quick Tasks card stays away while the task is in Waiting for you.
    noRegion('Quick Tasks');
    expect(challenge).toHaveTextContent('Do something together today to start a streak.');
  });

  it('the partner started the journey: first, this player is asked for their own boundaries', () => {
    renderDashboard({ playing: true, task: TASK, boundaryPromptFrom: 'Blair' });
    const waiting = region('Waiting for you');
    const [boundaries, task] = within(waiting).getAllByRole('listitem');
    expect(boundaries).toHaveTextContent('Blair started your journey');
    expect(task).toHaveTextContent('Your turn to confirm: Slow dance in the kitchen');
    expect(within(boundaries!).getByRole('link', { name: 'Add my boundaries' })).toHaveAttribute(
      'href',
      '/boundaries',
    );
    expect(within(boundaries!).getByRole('button', { name: 'Not now' })).toBeEnabled();
  });

  it('a task waiting on the partner: nothing waits, the Quick Tasks card says so', () => {
    renderDashboard({ playing: true, task: { ...TASK, confirmedByMe: true } });
    noRegion('Waiting for you');
    expectInOrder(region('Next steps'), region('Daily Challenge'), region('Quick Tasks'));
    expect(region('Quick Tasks')).toHaveTextContent('Waiting for your partner');
  });

  it('a dare to reveal: first, with the way to reveal it', () => {
    renderDashboard({
      playing: true,
      dares: [DARE, { ...DARE, id: PARTNER_ID, status: 'Verified' }],
    });
    const waiting = region('Waiting for you');
    expectInOrder(
      waiting,
      region('Next steps'),
      region('Daily Challenge'),
      region('Your progress'),
    );
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(1);
    expect(waiting).toHaveTextContent('Blair sent you a dare');
    expect(within(waiting).getByRole('link', { name: 'Reveal it' })).toHaveAttribute(
      'href',
      '/dares?tab=received',
    );
    // The dare's words stay hidden until it is revealed, on the dares screen.
    expect(waiting).not.toHaveTextContent(/undefined|null/);
  });

  it('an adventure to answer: first, with its teaser and the way to answer', () => {
    renderDashboard({
      playing: true,
      experiences: [ADVENTURE, { ...ADVENTURE, id: DARE.id, player1Response: 'accepted' }],
    });
    const waiting = region('Waiting for you');
    expectInOrder(waiting, region('Next steps'), region('Daily Challenge'), region('Quick Tasks'));
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(1);
    expect(waiting).toHaveTextContent('Blair planned an adventure for you');
    expect(waiting).toHaveTextContent(TEASER);
    expect(waiting).not.toHaveTextContent(ADVENTURE.title);
    expect(within(waiting).getByRole('link', { name: 'Answer the invitation' })).toHaveAttribute(
      'href',
      '/adventures?tab=planned',
    );
  });
});
