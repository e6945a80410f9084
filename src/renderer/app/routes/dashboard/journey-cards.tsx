import { StartedJourney } from '../../../features/journey/started-journey';
import { JourneyLevelCard } from '../../../features/journey/journey-level-card';
import { DailyChallengeCard } from '../../../features/quicktasks/daily-challenge-card';
import { QuickTasksCard } from '../../../features/quicktasks/quick-tasks-card';

/**
 * The journey's cards, each a cell of the dashboard's grid: today's challenge and the level
 * once the journey exists, with quick tasks once the couple has results to build them from
 * (before that the server refuses them); else the card that starts the journey.
 */
export function JourneyCards({ coupleId, canPlay }: { coupleId: string; canPlay: boolean }) {
  return (
    <StartedJourney coupleId={coupleId}>
      <DailyChallengeCard coupleId={coupleId} />
      <JourneyLevelCard coupleId={coupleId} />
      {canPlay && <QuickTasksCard coupleId={coupleId} />}
    </StartedJourney>
  );
}
