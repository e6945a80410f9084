import { List, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { JourneyProgress } from '@shared/api/journey';
import { CardLink } from '../../components/card-link';
import { SectionCard } from '../../components/section-card';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import type { RetryableQuery } from '../../lib/route-query';
import { useJourneyProgress } from './api';
import { JOURNEY_MESSAGES } from './messages';

type ProgressQuery = Pick<RetryableQuery<JourneyProgress>, 'status' | 'data' | 'error' | 'retry'>;

const placeholder = (
  <Stack gap="xs" aria-hidden>
    <Skeleton height={22} width="40%" />
    <Skeleton height={12} width="80%" />
    <Skeleton height={10} radius="xl" />
  </Stack>
);

function ProgressDetails({ progress }: { progress: JourneyProgress }) {
  return (
    <Stack gap="sm">
      <Text fz="lg" fw={600}>
        <span aria-hidden>{progress.levelEmoji} </span>
        {progress.level}
      </Text>
      <Text size="sm">{progress.levelDescription}</Text>
      <Progress
        value={progress.progressPercent}
        size="lg"
        radius="xl"
        aria-label={`Progress through ${progress.level}: ${progress.progressPercent}%`}
      />
      <Text size="sm" c="dimmed">
        {progress.progressText}
      </Text>
      {progress.nextSteps.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Next steps
          </Text>
          <List size="sm" spacing={4}>
            {progress.nextSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

/** The journey level card for any state of the progress read. */
export function JourneyLevelView({ progress }: { progress: ProgressQuery }) {
  return (
    <SectionCard id="journey-level" title="Your Journey" busy={progress.status === 'pending'}>
      <QueryState
        query={progress}
        errorTitle={JOURNEY_MESSAGES.progressFailed}
        loading={placeholder}
      >
        {(loaded) => <ProgressDetails progress={loaded} />}
      </QueryState>
      <CardLink to={paths.boundaries.getHref()} icon={IconShieldCheck}>
        My Boundaries
      </CardLink>
    </SectionCard>
  );
}

/** The couple's journey level: its emoji and description, the progress bar and next steps. */
export function JourneyLevelCard({ coupleId }: { coupleId: string }) {
  const progress = useJourneyProgress(coupleId);
  return <JourneyLevelView progress={progress} />;
}
