import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { usePlayer } from '../../../features/accounts/api';
import { EmailVerificationNotice } from '../../../features/accounts/email-verification-notice';
import { confirmationSentTo } from '../../../features/accounts/registered-state';
import { LastAdventureCard } from '../../../features/adventures/last-adventure-card';
import { useCouple } from '../../../features/couples/api';
import { DareStatsCard } from '../../../features/dares/dare-stats-card';
import {
  ScoreboardCard,
  type ScoreboardNames,
} from '../../../features/gamification/scoreboard-card';
import { SharedSummaryCard } from '../../../features/results/shared-summary-card';
import { CoupleSubscriptionCard } from '../../../features/subscription/couple-subscription-card';
import { SurveyStatusCard } from '../../../features/survey/survey-status-card';
import { useSession } from '../../../lib/session';
import type { DashboardProgress } from './dashboard-progress';
import { InstallAppPrompt } from './install-app-prompt';
import { NextStepsCard } from './next-steps-card';
import { JourneyProgressCard, TodayCards } from './today-cards';
import { usePlanEnded } from './use-plan-ended';
import { useDashboardProgress } from './use-dashboard-progress';
import { WaitingForYou } from './waiting-for-you';
import { WelcomeHeading } from './welcome-heading';

const LOAD_ERROR = 'Failed to load player or couple data.';

interface DashboardProps {
  playerId: string;
  sessionName: string;
  sessionStartedAt: number;
  coupleId: string | null;
  partnerJoined: boolean;
  /** This player is the couple's player 1 (its partner is player 2). */
  isPlayer1: boolean;
}

const UNNAMED: ScoreboardNames = { player1: 'Player 1', player2: 'Player 2' };

/** The couple's names; generic words stand in while they load. */
function useCoupleNames(coupleId: string): ScoreboardNames {
  const couple = useCouple(coupleId);
  return {
    player1: couple.data?.player1Name ?? UNNAMED.player1,
    player2: couple.data?.player2Name ?? UNNAMED.player2,
  };
}

function CoupleScoreboard({ coupleId }: { coupleId: string }) {
  return <ScoreboardCard coupleId={coupleId} names={useCoupleNames(coupleId)} />;
}

/** The couple's Next Steps, which also follow whether their trial or plan is still active. */
function CoupleNextSteps({
  coupleId,
  progress,
}: {
  coupleId: string;
  progress: DashboardProgress;
}) {
  return <NextStepsCard progress={progress} planEnded={usePlanEnded(coupleId)} />;
}

function CoupleDareStats({ coupleId }: { coupleId: string }) {
  return <DareStatsCard coupleId={coupleId} names={useCoupleNames(coupleId)} />;
}

// Compact gaps keep today's cards within two phone screens (docs/journey-and-play.md).
const GRID = { minColWidth: 'min(300px, 100%)', autoFlow: 'auto-fill', spacing: 'md' } as const;

/** A titled group of secondary cards, after everything that can be done today. */
function Zone({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <SimpleGrid {...GRID}>{children}</SimpleGrid>
    </Stack>
  );
}

function Dashboard({
  playerId,
  sessionName,
  sessionStartedAt,
  coupleId,
  partnerJoined,
  isPlayer1,
}: DashboardProps) {
  const player = usePlayer(playerId);
  const location = useLocation();
  const progress = useDashboardProgress({ coupleId, partnerJoined, isPlayer1 });
  const hasResults = progress.survey === 'results';

  return (
    <Stack gap="md">
      <WelcomeHeading
        playerId={playerId}
        displayName={player.data?.displayName ?? sessionName}
        sessionStartedAt={sessionStartedAt}
        accountCreatedAt={player.data?.createdAt}
      />
      <EmailVerificationNotice
        playerId={playerId}
        justSentTo={confirmationSentTo(location.state)}
      />
      {/* Only a failure shows here: the name above stands in while the player loads. */}
      <QueryState query={player} errorTitle={LOAD_ERROR} loading={<></>}>
        {() => null}
      </QueryState>
      {/*
       * Today first: what waits on this player, then the next step and today's challenge and
       * task. Progress and play stats follow, account matters last (docs/journey-and-play.md).
       */}
      {coupleId !== null && partnerJoined && (
        <WaitingForYou
          key={`waiting-${coupleId}`}
          coupleId={coupleId}
          playerId={playerId}
          canPlay={hasResults}
        />
      )}
      <SimpleGrid {...GRID}>
        {coupleId === null ? (
          <NextStepsCard progress={progress} />
        ) : (
          <CoupleNextSteps key={`steps-${coupleId}`} coupleId={coupleId} progress={progress} />
        )}
        {coupleId !== null && (
          <TodayCards key={`today-${coupleId}`} coupleId={coupleId} canPlay={hasResults} />
        )}
      </SimpleGrid>
      <Zone id="your-progress" title="Your progress">
        <SurveyStatusCard playerId={playerId} coupleId={coupleId} isPlayer1={isPlayer1} />
        <SharedSummaryCard coupleId={coupleId} />
        {coupleId !== null && (
          <JourneyProgressCard key={`journey-${coupleId}`} coupleId={coupleId} />
        )}
        {coupleId === null ? (
          <ScoreboardCard coupleId={null} names={UNNAMED} />
        ) : (
          <CoupleScoreboard key={`scoreboard-${coupleId}`} coupleId={coupleId} />
        )}
        {coupleId !== null && partnerJoined && (
          <CoupleDareStats key={`dares-${coupleId}`} coupleId={coupleId} />
        )}
        {coupleId !== null && hasResults && (
          <LastAdventureCard key={`adventure-${coupleId}`} coupleId={coupleId} />
        )}
      </Zone>
      {coupleId !== null && (
        <Zone id="your-account" title="Your plan">
          <CoupleSubscriptionCard key={`subscription-${coupleId}`} coupleId={coupleId} />
        </Zone>
      )}
      <InstallAppPrompt />
    </Stack>
  );
}

/** /dashboard: what to do today first, then progress, then the plan, under the player's welcome. */
export function DashboardPage() {
  const session = useSession();
  // The signed-in shell only renders this page with a session.
  if (!session) return null;
  return (
    <Dashboard
      playerId={session.playerId}
      sessionName={session.displayName}
      sessionStartedAt={session.sessionStartedAt}
      coupleId={session.coupleId}
      partnerJoined={session.player1Id !== null && session.player2Id !== null}
      isPlayer1={session.player1Id !== null && session.playerId === session.player1Id}
    />
  );
}
