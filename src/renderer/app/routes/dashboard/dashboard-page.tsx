import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
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
import { QuickTasksCard } from '../../../features/quicktasks/quick-tasks-card';
import { SharedSummaryCard } from '../../../features/results/shared-summary-card';
import { CoupleSubscriptionCard } from '../../../features/subscription/couple-subscription-card';
import { SurveyStatusCard } from '../../../features/survey/survey-status-card';
import { useSession } from '../../../lib/session';
import { GettingStartedCard } from './getting-started-card';
import { InstallAppPrompt } from './install-app-prompt';
import { JourneyCards } from './journey-cards';
import { NextStepsCard } from './next-steps-card';

const LOAD_ERROR = 'Failed to load player or couple data.';

interface DashboardProps {
  playerId: string;
  sessionName: string;
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

function CoupleDareStats({ coupleId }: { coupleId: string }) {
  return <DareStatsCard coupleId={coupleId} names={useCoupleNames(coupleId)} />;
}

function Dashboard({ playerId, sessionName, coupleId, partnerJoined, isPlayer1 }: DashboardProps) {
  const player = usePlayer(playerId);
  const displayName = player.data?.displayName ?? sessionName;
  const location = useLocation();

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={2}>Welcome back, {displayName}!</Title>
        <Text c="dimmed">Good to see you. Here is where the two of you pick up.</Text>
      </Stack>
      <EmailVerificationNotice
        playerId={playerId}
        justSentTo={confirmationSentTo(location.state)}
      />
      <InstallAppPrompt />
      {/* Only a failure shows here: the name above stands in while the player loads. */}
      <QueryState query={player} errorTitle={LOAD_ERROR} loading={<></>}>
        {() => null}
      </QueryState>
      {coupleId === null ? (
        <ScoreboardCard coupleId={null} names={UNNAMED} />
      ) : (
        <CoupleScoreboard key={coupleId} coupleId={coupleId} />
      )}
      {coupleId !== null && <CoupleSubscriptionCard key={coupleId} coupleId={coupleId} />}
      {coupleId !== null && <JourneyCards key={coupleId} coupleId={coupleId} />}
      {coupleId !== null && <QuickTasksCard key={coupleId} coupleId={coupleId} />}
      {/* Two columns when there is room for both, one on a phone or beside an open sidebar. */}
      <SimpleGrid minColWidth="min(300px, 100%)" autoFlow="auto-fit" spacing="lg">
        <GettingStartedCard />
        <SurveyStatusCard playerId={playerId} coupleId={coupleId} isPlayer1={isPlayer1} />
        {coupleId !== null && <LastAdventureCard key={coupleId} coupleId={coupleId} />}
        {coupleId !== null && <CoupleDareStats key={coupleId} coupleId={coupleId} />}
        <SharedSummaryCard coupleId={coupleId} />
        <NextStepsCard inCouple={coupleId !== null} partnerJoined={partnerJoined} />
      </SimpleGrid>
    </Stack>
  );
}

/** /dashboard: the cards of every area a couple has, with the player's welcome. */
export function DashboardPage() {
  const session = useSession();
  // The signed-in shell only renders this page with a session.
  if (!session) return null;
  return (
    <Dashboard
      playerId={session.playerId}
      sessionName={session.displayName}
      coupleId={session.coupleId}
      partnerJoined={session.player1Id !== null && session.player2Id !== null}
      isPlayer1={session.player1Id !== null && session.playerId === session.player1Id}
    />
  );
}
