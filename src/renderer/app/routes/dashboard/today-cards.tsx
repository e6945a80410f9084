import { Text } from '@mantine/core';
import { getPendingTask } from '@shared/api/routes/quicktasks';
import { useGamificationStats } from '../../../features/gamification/api';
import { useJourney } from '../../../features/journey/api';
import { JourneyLevelCard } from '../../../features/journey/journey-level-card';
import { StartedJourney } from '../../../features/journey/started-journey';
import { DailyChallengeCard } from '../../../features/quicktasks/daily-challenge-card';
import { QuickTasksCard } from '../../../features/quicktasks/quick-tasks-card';
import { useRouteQuery } from '../../../lib/route-query';
import { usePlanEnded } from './use-plan-ended';
import { taskAwaitsPlayer } from './waiting-items';

/** The couple's streak under today's challenge, from the scoreboard's read (no request of its own). */
function StreakLine({ coupleId }: { coupleId: string }) {
  const stats = useGamificationStats(coupleId);
  // A failure shows on the Scoreboard with its Retry; here the line just stays away.
  if (stats.status !== 'success') return null;
  const { currentStreak, longestStreak } = stats.data;
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  return (
    <Text size="sm" fw={500}>
      {currentStreak === 0
        ? 'Do something together today to start a streak.'
        : `Streak: ${days(currentStreak)} in a row (longest ${days(longestStreak)}).`}
    </Text>
  );
}

/**
 * The open quick task's card, unless the task waits on this player: then it is in Waiting for
 * you, with its actions, and is not shown twice. Once the plan has ended a new task would be
 * refused, so without an open one the card stays away (Next steps asks for a plan).
 */
function OpenTaskCard({ coupleId }: { coupleId: string }) {
  const task = useRouteQuery(getPendingTask, { params: { id: coupleId } });
  const planEnded = usePlanEnded(coupleId);
  if (taskAwaitsPlayer(task.data) || (planEnded && !task.data)) return null;
  return <QuickTasksCard coupleId={coupleId} />;
}

/**
 * What the couple can do today, each a cell of the dashboard's first grid: today's challenge
 * with the streak once the journey exists, and quick tasks once the couple has results to
 * build them from (before that the server refuses them); else the card that starts the journey.
 */
export function TodayCards({ coupleId, canPlay }: { coupleId: string; canPlay: boolean }) {
  return (
    <StartedJourney coupleId={coupleId}>
      <DailyChallengeCard coupleId={coupleId} footer={<StreakLine coupleId={coupleId} />} />
      {canPlay && <OpenTaskCard coupleId={coupleId} />}
    </StartedJourney>
  );
}

/** The journey's level and progress among the progress cards, once the journey exists. */
export function JourneyProgressCard({ coupleId }: { coupleId: string }) {
  const journey = useJourney(coupleId);
  // Before it exists (or while it loads) the first grid offers to start it.
  return journey.data?.initialized ? <JourneyLevelCard coupleId={coupleId} /> : null;
}
