import { Badge, Paper, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReferenceDataCounts } from '@shared/api/admin';
import { RetryAlert } from '../../../components/retry-alert';
import type { RetryableQuery } from '../../../lib/route-query';
import { useReferenceDataCounts } from '../api';
import { ADMIN_MESSAGES } from '../messages';

/** A Data Tools tab; each has the tile counting its records. */
export type DataTab = keyof ReferenceDataCounts;

const TILES: { tab: DataTab; label: string }[] = [
  { tab: 'categories', label: 'Categories' },
  { tab: 'responseFormats', label: 'Response Formats' },
  { tab: 'options', label: 'Total Options' },
  { tab: 'experienceTypes', label: 'Experience Types' },
];

type CountsQuery = Pick<RetryableQuery<ReferenceDataCounts>, 'status' | 'data' | 'retry'>;

/** The four tiles over the tabs, counted by the server; they load again after every change. */
export function SummaryTiles({ active }: { active: DataTab }) {
  return <SummaryTilesView active={active} counts={useReferenceDataCounts()} />;
}

/**
 * Each tile: its kind, how many the survey holds (its tab's total), and Active for the tab in
 * view, Available for the others.
 */
export function SummaryTilesView({ active, counts }: { active: DataTab; counts: CountsQuery }) {
  return (
    <Stack component="section" aria-label="Data counts" gap="sm">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {TILES.map((tile) => (
          <Paper
            key={tile.tab}
            withBorder
            p="md"
            role="group"
            aria-label={tile.label}
            aria-busy={counts.status === 'pending'}
          >
            <Stack gap={4} align="flex-start">
              <Text size="sm" c="dimmed" fw={600}>
                {tile.label}
              </Text>
              <TileCount counts={counts} tab={tile.tab} />
              <Badge
                variant={tile.tab === active ? 'filled' : 'light'}
                color={tile.tab === active ? 'teal.9' : 'gray'}
              >
                {tile.tab === active ? 'Active' : 'Available'}
              </Badge>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {counts.status === 'error' && (
        <RetryAlert title={ADMIN_MESSAGES.countsFailed} onRetry={counts.retry} />
      )}
    </Stack>
  );
}

function TileCount({ counts, tab }: { counts: CountsQuery; tab: DataTab }) {
  if (counts.status === 'pending') return <Skeleton height={28} width={56} />;
  if (counts.status === 'error' || !counts.data) {
    return (
      <Text size="xl" fw={700} lh={1.2}>
        <span aria-hidden>–</span>
        <VisuallyHidden>not available</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Text size="xl" fw={700} lh={1.2}>
      {counts.data[tab]}
    </Text>
  );
}
