import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSparkles, IconTrophy } from '@tabler/icons-react';
import type { QuickTask } from '@shared/api/quicktasks';
import { SectionCard } from '../../components/section-card';
import { QueryState } from '../../components/query-state';
import type { RetryableQuery } from '../../lib/route-query';
import { ActionError } from '../../components/action-error';
import { useGenerateTask, usePendingTask } from './api';
import { pointsEarnedText, TASK_MESSAGES } from './messages';
import { TaskActions } from './task-actions';
import { TaskDetails } from './task-details';
import { tone } from '../../lib/tones';

type PendingQuery = Pick<RetryableQuery<QuickTask | null>, 'status' | 'data' | 'error' | 'retry'>;

const placeholder = (
  <Stack gap="xs" aria-hidden>
    <Skeleton height={20} width="50%" />
    <Skeleton height={12} />
    <Skeleton height={12} width="70%" />
  </Stack>
);

const loadFailed = (error: unknown) =>
  `${TASK_MESSAGES.loadFailed}${error instanceof Error ? error.message : String(error)}`;

function NoTask({ coupleId }: { coupleId: string }) {
  const generate = useGenerateTask();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {TASK_MESSAGES.noTask}
      </Text>
      {generate.isError && (
        <ActionError title={TASK_MESSAGES.generateFailed} error={generate.error} />
      )}
      <Group>
        <Button
          leftSection={<IconSparkles size={16} aria-hidden />}
          loading={generate.isPending}
          onClick={() => generate.mutate({ params: { id: coupleId } })}
        >
          Generate Task
        </Button>
      </Group>
    </Stack>
  );
}

/** The quick-task area for any state of the open-task read. */
export function QuickTasksView({ coupleId, pending }: { coupleId: string; pending: PendingQuery }) {
  const [announcement, setAnnouncement] = useState('');

  function completed(points: number) {
    const text = pointsEarnedText(points);
    setAnnouncement(text);
    notifications.show({
      title: 'Task completed',
      message: text,
      color: 'teal',
      icon: <IconTrophy size={18} aria-hidden />,
      autoClose: 6000,
    });
  }

  return (
    <SectionCard id="quick-tasks" title="Quick Tasks" busy={pending.status === 'pending'}>
      {/* Announces the points to screen readers; the toast shows them on screen. */}
      <Text role="status" size="sm" fw={600} c={tone.successText}>
        {announcement}
      </Text>
      <QueryState query={pending} errorTitle={loadFailed} loading={placeholder}>
        {(task) =>
          task === null ? (
            <NoTask coupleId={coupleId} />
          ) : (
            <Stack gap="md">
              <TaskDetails task={task} />
              {/* A new task, or the same one moving on, starts its actions afresh. */}
              <TaskActions key={`${task.id}-${task.status}`} task={task} onCompleted={completed} />
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

/** One open task at a time: Generate, then Start, then both partners Confirm. */
export function QuickTasksCard({ coupleId }: { coupleId: string }) {
  const pending = usePendingTask(coupleId);
  return <QuickTasksView coupleId={coupleId} pending={pending} />;
}
