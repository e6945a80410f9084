import { Skeleton } from '@mantine/core';
import { CoachPage } from '../../features/coach/coach-page';
import { useJourney } from '../../features/journey/api';
import { JourneyLevelCard } from '../../features/journey/journey-level-card';
import { JOURNEY_MESSAGES } from '../../features/journey/messages';
import { StartJourneyCard } from '../../features/journey/start-journey-card';
import { QueryState } from '../../components/query-state';

/** The couple's level once the journey exists, else the card that starts it. */
function CoachJourneyCard({ coupleId }: { coupleId: string }) {
  const journey = useJourney(coupleId);
  return (
    <QueryState
      query={journey}
      errorTitle={JOURNEY_MESSAGES.loadFailed}
      loading={<Skeleton height={120} radius="md" aria-hidden />}
    >
      {(loaded) =>
        loaded.initialized ? (
          <JourneyLevelCard coupleId={coupleId} />
        ) : (
          <StartJourneyCard coupleId={coupleId} />
        )
      }
    </QueryState>
  );
}

/** /velvet-coach and /coach: the coach screen with the journey's level card at its head. */
export function VelvetCoachPage() {
  return (
    <CoachPage
      journeyCard={(coupleId) => <CoachJourneyCard key={coupleId} coupleId={coupleId} />}
    />
  );
}
