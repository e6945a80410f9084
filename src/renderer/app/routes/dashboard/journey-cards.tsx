import { SimpleGrid, Skeleton } from '@mantine/core';
import { useJourney } from '../../../features/journey/api';
import { JourneyLevelCard } from '../../../features/journey/journey-level-card';
import { JOURNEY_MESSAGES } from '../../../features/journey/messages';
import { StartJourneyCard } from '../../../features/journey/start-journey-card';
import { DailyChallengeCard } from '../../../features/quicktasks/daily-challenge-card';
import { QueryState } from '../../../components/query-state';

/**
 * The journey's place on the dashboard: today's challenge and the level reached once the
 * journey exists, else the card that starts it.
 */
export function JourneyCards({ coupleId }: { coupleId: string }) {
  const journey = useJourney(coupleId);
  return (
    <QueryState
      query={journey}
      errorTitle={JOURNEY_MESSAGES.loadFailed}
      loading={<Skeleton height={120} radius="md" aria-hidden />}
    >
      {(loaded) =>
        loaded.initialized ? (
          <SimpleGrid minColWidth="min(300px, 100%)" autoFlow="auto-fit" spacing="lg">
            <DailyChallengeCard coupleId={coupleId} />
            <JourneyLevelCard coupleId={coupleId} />
          </SimpleGrid>
        ) : (
          <StartJourneyCard coupleId={coupleId} />
        )
      }
    </QueryState>
  );
}
