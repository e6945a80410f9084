import { useEffect } from 'react';
import { RetryAlert } from '../../components/retry-alert';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../lib/session';
import { useCurrentPlayer } from '../../lib/use-current-player';
import { GettingStartedCard } from './getting-started-card';
import { NextStepsCard } from './next-steps-card';
import { SharedSummaryCard } from './shared-summary-card';
import { SubscriptionCard } from './subscription-card';
import { SurveyStatusCard } from './survey-status-card';
import { scheduleRecheck } from './trial-toast';
import { useSubscription } from './use-subscription';
import { useTrialToast } from './use-trial-toast';

const LOAD_ERROR = 'Failed to load player or couple data.';

/** The couple's subscription card and trial-expiry toast, re-checked hourly. */
function CoupleSubscription({ coupleId }: { coupleId: string }) {
  const subscription = useSubscription(coupleId);
  const { refresh } = subscription;
  useEffect(() => scheduleRecheck(refresh), [refresh]);
  useTrialToast(
    coupleId,
    subscription.state.status === 'success' ? subscription.state.subscription : null,
  );
  return <SubscriptionCard subscription={subscription} />;
}

interface DashboardProps {
  playerId: string;
  sessionName: string;
  coupleId: string | null;
  partnerJoined: boolean;
  /** This player is the couple's player 1 (its partner is player 2). */
  isPlayer1: boolean;
}

function Dashboard({ playerId, sessionName, coupleId, partnerJoined, isPlayer1 }: DashboardProps) {
  const player = useCurrentPlayer(playerId);
  const displayName = player.status === 'success' ? player.player.displayName : sessionName;

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={2}>Welcome back, {displayName}!</Title>
        <Text c="dimmed">Good to see you. Here is where the two of you pick up.</Text>
      </Stack>
      {player.status === 'error' && <RetryAlert title={LOAD_ERROR} onRetry={player.retry} />}
      {coupleId !== null && <CoupleSubscription key={coupleId} coupleId={coupleId} />}
      {/* Two columns when there is room for both, one on a phone or beside an open sidebar. */}
      <SimpleGrid minColWidth="min(300px, 100%)" autoFlow="auto-fit" spacing="lg">
        <GettingStartedCard />
        <SurveyStatusCard playerId={playerId} coupleId={coupleId} isPlayer1={isPlayer1} />
        <SharedSummaryCard coupleId={coupleId} />
        <NextStepsCard inCouple={coupleId !== null} partnerJoined={partnerJoined} />
      </SimpleGrid>
    </Stack>
  );
}

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
