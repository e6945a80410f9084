import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { CardLink } from '../../components/card-link';
import { RetryAlert } from '../../components/retry-alert';
import { SectionCard } from '../../components/section-card';
import { paths } from '../../config/paths';
import { failedWith } from '../../lib/query-client';
import { useSharedSummary } from './api';

export const SHARED_SUMMARY_EMPTY = 'Complete your surveys to see your shared summary';
export const SHARED_SUMMARY_FAILED = 'Failed to load shared summary';

export interface SharedCounts {
  bothYesCount: number;
  bothMaybeCount: number;
  yesMaybeCount: number;
}

export type SharedSummaryState =
  | { status: 'loading' }
  | { status: 'error' }
  /** No couple yet, or the couple's surveys are not both complete. */
  | { status: 'empty' }
  | { status: 'success'; counts: SharedCounts };

function Counts({ counts }: { counts: SharedCounts | null }) {
  const items = [
    { label: 'Both Yes', value: counts?.bothYesCount },
    { label: 'Both Maybe', value: counts?.bothMaybeCount },
    { label: 'Yes/Maybe', value: counts?.yesMaybeCount },
  ];
  return (
    <SimpleGrid cols={3} spacing="xs" component="dl" m={0}>
      {items.map(({ label, value }) => (
        <Paper key={label} withBorder radius="md" p="xs" ta="center">
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fz={26} fw={700} lh={1.2} m={0}>
            {value === undefined ? <Skeleton height={26} width={32} mx="auto" mt={4} /> : value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The card itself, for any state: counts, the empty text, a failure with Retry. */
export function SharedSummaryView({
  state,
  onRetry,
  showLink,
}: {
  state: SharedSummaryState;
  onRetry: () => void;
  /** The full summary only means something in a couple, and once the counts show one. */
  showLink: boolean;
}) {
  const counts = state.status === 'success' ? state.counts : null;
  const nothingYet =
    state.status === 'empty' ||
    (counts !== null && counts.bothYesCount + counts.bothMaybeCount + counts.yesMaybeCount === 0);
  return (
    <SectionCard id="shared-summary" title="Shared Summary" busy={state.status === 'loading'}>
      {state.status === 'error' ? (
        <RetryAlert title={SHARED_SUMMARY_FAILED} onRetry={onRetry} />
      ) : (
        state.status !== 'empty' && <Counts counts={counts} />
      )}
      {nothingYet && (
        <Text size="sm" c="dimmed">
          {SHARED_SUMMARY_EMPTY}
        </Text>
      )}
      {/* Only a summary with something in it has a full version to open. */}
      {showLink && counts !== null && !nothingYet && (
        <CardLink to={paths.summary.getHref()} icon={IconArrowRight} iconAfter>
          View Full Summary
        </CardLink>
      )}
    </SectionCard>
  );
}

function CoupleSharedSummary({ coupleId }: { coupleId: string }) {
  const summary = useSharedSummary(coupleId);
  let state: SharedSummaryState;
  if (summary.status === 'pending') state = { status: 'loading' };
  // A 400 means the couple's surveys are not both complete yet.
  else if (summary.status === 'error')
    state = failedWith(summary.error, 400) ? { status: 'empty' } : { status: 'error' };
  else state = { status: 'success', counts: summary.data };
  return <SharedSummaryView state={state} onRetry={summary.retry} showLink />;
}

/** The Shared Summary card: Both Yes, Both Maybe and Yes/Maybe counts. */
export function SharedSummaryCard({ coupleId }: { coupleId: string | null }) {
  return coupleId === null ? (
    <SharedSummaryView state={{ status: 'empty' }} onRetry={() => {}} showLink={false} />
  ) : (
    <CoupleSharedSummary key={coupleId} coupleId={coupleId} />
  );
}
