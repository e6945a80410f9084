import { Button, Card, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { useSignedInSession } from '../../lib/session';
import { useJourney } from './api';
import type { StartedJourney } from './boundaries-editor';
import { BoundariesEditor } from './boundaries-editor';
import { JOURNEY_MESSAGES } from './messages';
import { PartnerBoundariesPrompt } from './partner-boundaries-prompt';

function Note({ children }: { children: string }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Text size="sm">{children}</Text>
    </Card>
  );
}

function CoupleBoundaries({ coupleId }: { coupleId: string }) {
  const journey = useJourney(coupleId);
  return (
    <QueryState query={journey} errorTitle={JOURNEY_MESSAGES.loadFailed}>
      {(loaded) =>
        loaded.initialized && loaded.startingLevel && loaded.desiredLevel ? (
          <Stack gap="lg">
            <PartnerBoundariesPrompt coupleId={coupleId} withLink={false} />
            <BoundariesEditor coupleId={coupleId} journey={loaded as StartedJourney} />
          </Stack>
        ) : (
          <Note>
            Your journey has not started yet. Start it from your dashboard to set your levels and
            boundaries.
          </Note>
        )
      }
    </QueryState>
  );
}

/** /boundaries: the player's own hard boundaries, more to add, and the desired level. */
export function BoundariesPage() {
  const session = useSignedInSession();
  return (
    <Stack gap="lg" maw={760}>
      {session.coupleId === null ? (
        <Note>
          Your boundaries belong to your journey, which starts once you connect with your partner.
        </Note>
      ) : (
        <CoupleBoundaries key={session.coupleId} coupleId={session.coupleId} />
      )}
      <div>
        <Button
          component={Link}
          to={paths.dashboard.getHref()}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Dashboard
        </Button>
      </div>
    </Stack>
  );
}
