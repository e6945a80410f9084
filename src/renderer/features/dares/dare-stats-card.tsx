import type { ReactNode } from 'react';
import { Button, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DareStats } from '@shared/api/dares';
import { completionRate } from '@shared/domain/dares';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
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

function Tile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xs" ta="center">
      <Text component="dt" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text component="dd" fz={20} fw={700} lh={1.3} m={0}>
        {value}
      </Text>
    </Paper>
  );
}

function Stats({ stats, names }: { stats: DareStats; names: DareStatsNames }) {
  const rate = completionRate(stats.totalCompleted, stats.totalPending);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
        <Tile label={`${names.player1} sent`} value={stats.player1Sent} />
        <Tile label={`${names.player1} completed`} value={stats.player1Completed} />
        <Tile label={`${names.player2} sent`} value={stats.player2Sent} />
        <Tile label={`${names.player2} completed`} value={stats.player2Completed} />
        <Tile label="Completed" value={stats.totalCompleted} />
        <Tile label="Pending" value={stats.totalPending} />
        <Tile label="Declined" value={stats.totalDeclined} />
        <Tile label="Points earned" value={stats.totalPoints} />
      </SimpleGrid>
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

const placeholder = (
  <SimpleGrid cols={2} spacing="xs" aria-hidden>
    {[0, 1, 2, 3].map((n) => (
      <Skeleton key={n} height={58} radius="md" />
    ))}
  </SimpleGrid>
);

/** The dare stats for any state of their read. */
export function DareStatsView({ stats, names }: { stats: StatsQuery; names: DareStatsNames }) {
  return (
    <SectionCard id="dare-stats" title="Dare Stats" busy={stats.status === 'pending'}>
      <QueryState query={stats} errorTitle={DARE_TEXTS.statsFailed} loading={placeholder}>
        {(loaded) => <Stats stats={loaded} names={names} />}
      </QueryState>
      <Group>
        <Button
          component={Link}
          to={paths.dares.getHref()}
          size="sm"
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          Go to Dares
        </Button>
      </Group>
    </SectionCard>
  );
}

/** The dashboard's Dare Stats: sent and completed per partner, totals, points and the rate. */
export function DareStatsCard({ coupleId, names }: { coupleId: string; names: DareStatsNames }) {
  const stats = useDareStats(coupleId);
  return <DareStatsView stats={stats} names={names} />;
}
