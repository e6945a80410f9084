import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { QuickTask } from '@shared/api/quicktasks';
import { visibleTags } from '@shared/domain/quicktasks';

const TYPE_LABELS: Record<QuickTask['taskType'], string> = {
  foreplay: 'Foreplay',
  teasing: 'Teasing',
  kissing: 'Kissing',
  massage: 'Massage',
  roleplay: 'Roleplay',
  whisper: 'Whisper',
  challenge: 'Challenge',
  surprise: 'Surprise',
};

export const taskTypeLabel = (type: QuickTask['taskType']) => TYPE_LABELS[type];

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed">
        {label}:
      </Text>
      <Text component="dd" size="sm" fw={500} m={0}>
        {value}
      </Text>
    </Group>
  );
}

/** Tags up to the limit, then '+N more'. */
export function TaskTags({ tags }: { tags: readonly string[] }) {
  const { shown, more } = visibleTags(tags);
  if (tags.length === 0) return null;
  return (
    <Group
      gap={6}
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Activity tags"
    >
      {shown.map((tag) => (
        <Badge component="li" key={tag} variant="light" tt="none">
          {tag}
        </Badge>
      ))}
      {more > 0 && (
        <Badge component="li" variant="outline" color="gray" tt="none">
          +{more} more
        </Badge>
      )}
    </Group>
  );
}

/** One task: what it is, how long it takes, its points and whose turn it is. */
export function TaskDetails({ task }: { task: QuickTask }) {
  return (
    <Stack gap="xs">
      <Title order={4}>{task.title}</Title>
      <Text size="sm">{task.description}</Text>
      <Group component="dl" gap="md" m={0}>
        <Fact label="Type" value={taskTypeLabel(task.taskType)} />
        <Fact label="Duration" value={`${task.durationMinutes} min`} />
        <Fact label="Points" value={String(task.suggestedPoints)} />
        <Fact label="For" value={task.assignedToPlayerName} />
      </Group>
      <TaskTags tags={task.activityTags} />
    </Stack>
  );
}
