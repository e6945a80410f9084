import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useSession } from '../../lib/session';
import { GettingStartedCard } from './getting-started-card';
import { useCurrentPlayer } from '../../lib/use-current-player';

const LOAD_ERROR = 'Failed to load player or couple data.';

interface DashboardProps {
  playerId: string;
  sessionName: string;
  inCouple: boolean;
}

function Dashboard({ playerId, sessionName, inCouple }: DashboardProps) {
  const player = useCurrentPlayer(playerId);
  const displayName = player.status === 'success' ? player.player.displayName : sessionName;

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={2}>Welcome back, {displayName}!</Title>
        <Text c="dimmed">Good to see you. Here is where the two of you pick up.</Text>
      </Stack>
      {player.status === 'error' && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={LOAD_ERROR}
        >
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={player.retry}
          >
            Retry
          </Button>
        </Alert>
      )}
      <GettingStartedCard player={player} inCouple={inCouple} />
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
      inCouple={session.coupleId !== null}
    />
  );
}
