import { SimpleGrid } from '@mantine/core';
import { StartedJourney } from '../../../features/journey/started-journey';
import { JourneyLevelCard } from '../../../features/journey/journey-level-card';
import { DailyChallengeCard } from '../../../features/quicktasks/daily-challenge-card';

/**
 * The journey's place on the dashboard: today's challenge and the level reached once the
 * journey exists, else the card that starts it.
 */
export function JourneyCards({ coupleId }: { coupleId: string }) {
  return (
    <StartedJourney coupleId={coupleId}>
      <SimpleGrid minColWidth="min(300px, 100%)" autoFlow="auto-fit" spacing="lg">
        <DailyChallengeCard coupleId={coupleId} />
        <JourneyLevelCard coupleId={coupleId} />
      </SimpleGrid>
    </StartedJourney>
  );
}
