import { useId, useState } from 'react';
import { Box, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { summaryCollapses } from '@shared/domain/survey';
import { RetryAlert } from '../../components/retry-alert';
import { Markdown } from './markdown';
import { RESULTS_MESSAGES } from './messages';
import type { LoadState } from '../../lib/load-state';

/** How much of a long summary shows while it is collapsed. */
const COLLAPSED_HEIGHT = '11rem';

/** The summary as markdown; a long one (`summaryCollapses`) starts collapsed behind "Show more". */
export function CollapsibleSummary({ text }: { text: string }) {
  const collapses = summaryCollapses(text);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const clipped = collapses && !expanded;
  return (
    <Stack gap="xs" align="flex-start">
      <Box
        id={id}
        w="100%"
        data-collapsed={clipped || undefined}
        style={
          clipped
            ? {
                maxHeight: COLLAPSED_HEIGHT,
                overflow: 'hidden',
                maskImage: 'linear-gradient(to bottom, black 55%, transparent)',
              }
            : undefined
        }
      >
        <Markdown source={text} />
      </Box>
      {collapses && (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={expanded}
          aria-controls={id}
          rightSection={
            expanded ? (
              <IconChevronUp size={16} aria-hidden />
            ) : (
              <IconChevronDown size={16} aria-hidden />
            )
          }
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Stack>
  );
}

export interface CoupleSummary {
  summary: string;
  generatedAt: string;
}

/** The AI relationship summary; its failure never hides the results around it. */
export function CoupleSummarySection({
  state,
  onRetry,
}: {
  state: LoadState<CoupleSummary>;
  onRetry: () => void;
}) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="couple-summary-heading"
      aria-busy={state.status === 'loading'}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="couple-summary-heading">
          Your relationship summary
        </Title>
        {state.status === 'loading' && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Writing your summary…
            </Text>
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={14} width="60%" />
          </Stack>
        )}
        {state.status === 'error' && (
          <RetryAlert title={RESULTS_MESSAGES.summaryFailed} onRetry={onRetry} />
        )}
        {state.status === 'success' && <CollapsibleSummary text={state.data.summary} />}
      </Stack>
    </Card>
  );
}
