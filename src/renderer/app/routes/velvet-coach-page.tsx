import { CoachPage } from '../../features/coach/coach-page';
import { JourneyLevelCard } from '../../features/journey/journey-level-card';
import { StartedJourney } from '../../features/journey/started-journey';

/** /velvet-coach and /coach: the coach screen with the journey's level card at its head. */
export function VelvetCoachPage() {
  return (
    <CoachPage
      journeyCard={(coupleId) => (
        <StartedJourney key={coupleId} coupleId={coupleId}>
          <JourneyLevelCard coupleId={coupleId} />
        </StartedJourney>
      )}
    />
  );
}
