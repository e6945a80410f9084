import { Stack, Text } from '@mantine/core';
import { IconUserHeart } from '@tabler/icons-react';
import type { GamificationStats } from '@shared/api/gamification';
import { CardLink } from '../../components/card-link';
import { SectionCard } from '../../components/section-card';
import { QueryState } from '../../components/query-state';
import { StatGrid, StatGridPlaceholder, StatTile } from '../../components/stat-grid';
import { paths } from '../../config/paths';
import type { RetryableQuery } from '../../lib/route-query';
import { formatCalendarDay } from '../../lib/time-zone';
import { useGamificationStats } from './api';
import { BadgesLink } from './badges-link';
import { SCOREBOARD_MESSAGES } from './messages';

/** The couple's names as the scoreboard labels the two scores. */
export interface ScoreboardNames {
  player1: string;
  player2: string;
}

type StatsQuery = Pick<RetryableQuery<GamificationStats>, 'status' | 'data' | 'error' | 'retry'>;

const dayText = (day: string | null) =>
  day === null ? SCOREBOARD_MESSAGES.neverCompleted : (formatCalendarDay(day) ?? day);

/** Every figure of this card, at the larger size. */
function Tile({ label, value }: { label: string; value: number | string }) {
  return <StatTile label={label} value={value} size="md" />;
}

/** A couple that has earned nothing yet: what starts the scores, instead of four zeros. */
const nothingYet = (stats: GamificationStats) =>
  stats.player1Score === 0 && stats.player2Score === 0 && stats.longestStreak === 0;

function Scores({ stats, names }: { stats: GamificationStats; names: ScoreboardNames }) {
  if (nothingYet(stats))
    return (
      <Text size="sm" c="dimmed">
        {SCOREBOARD_MESSAGES.noScoresYet}
      </Text>
    );
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  return (
    <Stack gap="sm">
      <StatGrid>
        <Tile label={`${names.player1}'s score`} value={stats.player1Score} />
        <Tile label={`${names.player2}'s score`} value={stats.player2Score} />
        <Tile label="Current streak" value={days(stats.currentStreak)} />
        <Tile label="Longest streak" value={days(stats.longestStreak)} />
      </StatGrid>
      <Text size="sm" c="dimmed">
        Last completed: {dayText(stats.lastCompletedDate)}
      </Text>
      <BadgesLink />
    </Stack>
  );
}

const placeholder = <StatGridPlaceholder size="md" />;

/** Without a couple (never had one, or the partner ended it): the way to start one. */
function NoCouple() {
  return (
    <>
      <Text size="sm" c="dimmed">
        {SCOREBOARD_MESSAGES.noCouple}
      </Text>
      <CardLink to={paths.accountProfile.getHref()} icon={IconUserHeart}>
        Invite your partner
      </CardLink>
    </>
  );
}

/** The scoreboard for any state of its read; without a couple it invites the partner. */
export function ScoreboardView({
  stats,
  names,
}: {
  /** Null when the player has no couple. */
  stats: StatsQuery | null;
  names: ScoreboardNames;
}) {
  return (
    <SectionCard id="scoreboard" title="Scoreboard" busy={stats?.status === 'pending'}>
      {stats === null ? (
        <NoCouple />
      ) : (
        <QueryState query={stats} errorTitle={SCOREBOARD_MESSAGES.loadFailed} loading={placeholder}>
          {(loaded) => <Scores stats={loaded} names={names} />}
        </QueryState>
      )}
    </SectionCard>
  );
}

function CoupleScoreboard({ coupleId, names }: { coupleId: string; names: ScoreboardNames }) {
  const stats = useGamificationStats(coupleId);
  return <ScoreboardView stats={stats} names={names} />;
}

/** Both partners' scores, the current and longest streaks and the last day something was done. */
export function ScoreboardCard({
  coupleId,
  names,
}: {
  coupleId: string | null;
  names: ScoreboardNames;
}) {
  return coupleId === null ? (
    <ScoreboardView stats={null} names={names} />
  ) : (
    <CoupleScoreboard key={coupleId} coupleId={coupleId} names={names} />
  );
}
