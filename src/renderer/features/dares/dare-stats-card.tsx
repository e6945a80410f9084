import { Progress, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconFlame } from '@tabler/icons-react';
import type { DareStats } from '@shared/api/dares';
import { completionRate } from '@shared/domain/dares';
import { CardLink } from '../../components/card-link';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { StatGrid, StatGridPlaceholder, StatTile } from '../../components/stat-grid';
import { paths } from '../../config/paths';
import type { RetryableQuery } from '../../lib/route-query';
import { useDareStats } from './api';
import { DARE_TEXTS } from './messages';

/** The couple's names as the stats label each partner's counts. */
export interface DareStatsNames {
  player1: string;
  player2: string;
}

type StatsQuery = Pick<RetryableQuery<DareStats>, 'status' | 'data' | 'error' | 'retry'>;

/** Every figure of this card, at the smaller size. */
function Tile({ label, value }: { label: string; value: number }) {
  return <StatTile label={label} value={value} size="sm" />;
}

/** No dare sent yet by either partner: an invitation instead of eight zeros. */
function NoDaresYet() {
  return (
    <>
      <Text size="sm" c="dimmed">
        {DARE_TEXTS.statsNoneYet}
      </Text>
      <CardLink to={paths.dares.getHref()} icon={IconFlame}>
        Send a first dare
      </CardLink>
    </>
  );
}

function Stats({ stats, names }: { stats: DareStats; names: DareStatsNames }) {
  const rate = completionRate(stats.totalCompleted, stats.totalPending);
  return (
    <Stack gap="sm">
      <StatGrid>
        <Tile label={`${names.player1} sent`} value={stats.player1Sent} />
        <Tile label={`${names.player1} completed`} value={stats.player1Completed} />
        <Tile label={`${names.player2} sent`} value={stats.player2Sent} />
        <Tile label={`${names.player2} completed`} value={stats.player2Completed} />
        <Tile label="Completed" value={stats.totalCompleted} />
        <Tile label="Pending" value={stats.totalPending} />
        <Tile label="Declined" value={stats.totalDeclined} />
        <Tile label="Points earned" value={stats.totalPoints} />
      </StatGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Completion rate: {rate}%
        </Text>
        <Progress value={rate} size="md" radius="xl" aria-label={`Completion rate: ${rate}%`} />
        <Text size="xs" c="dimmed">
          Completed dares out of those completed or still under way.
        </Text>
      </Stack>
    </Stack>
  );
}

const placeholder = <StatGridPlaceholder size="sm" />;

/** The dare stats for any state of their read. */
export function DareStatsView({ stats, names }: { stats: StatsQuery; names: DareStatsNames }) {
  return (
    <SectionCard id="dare-stats" title="Dare Stats" busy={stats.status === 'pending'}>
      <QueryState query={stats} errorTitle={DARE_TEXTS.statsFailed} loading={placeholder}>
        {(loaded) =>
          loaded.player1Sent + loaded.player2Sent === 0 ? (
            <NoDaresYet />
          ) : (
            <>
              <Stats stats={loaded} names={names} />
              <CardLink to={paths.dares.getHref()} icon={IconArrowRight} iconAfter>
                Go to Dares
              </CardLink>
            </>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

/** The dashboard's Dare Stats: sent and completed per partner, totals, points and the rate. */
export function DareStatsCard({ coupleId, names }: { coupleId: string; names: DareStatsNames }) {
  const stats = useDareStats(coupleId);
  return <DareStatsView stats={stats} names={names} />;
}
