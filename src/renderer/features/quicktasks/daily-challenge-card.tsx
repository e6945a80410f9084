import type { ReactNode } from 'react';
import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { DailyChallenge } from '@shared/api/quicktasks';
import { SectionCard } from '../../components/section-card';
import { QueryState } from '../../components/query-state';
import type { RetryableQuery } from '../../lib/route-query';
import { useDailyChallenge } from './api';
import { DailyChallengeActions } from './daily-challenge-actions';
import { TASK_MESSAGES } from './messages';
import { taskTypeLabel } from './task-details';

type ChallengeQuery = Pick<
  RetryableQuery<DailyChallenge | null>,
  'status' | 'data' | 'error' | 'retry'
>;

const placeholder = (
  <Stack gap="xs" aria-hidden>
    <Skeleton height={20} width="60%" />
    <Skeleton height={12} />
  </Stack>
);

function Challenge({ challenge }: { challenge: DailyChallenge }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>{challenge.title}</Text>
      <Text size="sm">{challenge.description}</Text>
      <Group gap="xs">
        <Badge variant="light" tt="none">
          {taskTypeLabel(challenge.taskType)}
        </Badge>
        <Badge variant="outline" color="gray" tt="none">
          {challenge.durationMinutes} min
        </Badge>
        <Badge variant="outline" color="gray" tt="none">
          {challenge.points} {challenge.points === 1 ? 'point' : 'points'} each
        </Badge>
      </Group>
    </Stack>
  );
}

/** Today's challenge, for any state of its read, with what the caller can do next. */
export function DailyChallengeView({
  coupleId,
  challenge,
  footer,
}: {
  coupleId: string;
  challenge: ChallengeQuery;
  /** What the screen adds under the challenge (the dashboard: the couple's streak). */
  footer?: ReactNode;
}) {
  return (
    <SectionCard id="daily-challenge" title="Daily Challenge" busy={challenge.status === 'pending'}>
      <QueryState
        query={challenge}
        errorTitle={TASK_MESSAGES.challengeFailed}
        loading={placeholder}
      >
        {(today) =>
          today === null ? (
            <Text size="sm" c="dimmed">
              {TASK_MESSAGES.noChallenge}
            </Text>
          ) : (
            <Stack gap="sm">
              <Challenge challenge={today} />
              <DailyChallengeActions coupleId={coupleId} challenge={today} />
            </Stack>
          )
        }
      </QueryState>
      {footer}
    </SectionCard>
  );
}

/** The same challenge for both partners each day, once the couple's journey has started. */
export function DailyChallengeCard({ coupleId, footer }: { coupleId: string; footer?: ReactNode }) {
  const challenge = useDailyChallenge(coupleId);
  return <DailyChallengeView coupleId={coupleId} challenge={challenge} footer={footer} />;
}
