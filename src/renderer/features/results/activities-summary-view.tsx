import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  countByFilter,
  groupByCategory,
  MATCH_FILTERS,
  type ActivitySummaryItem,
  type MatchFilter,
} from './activities-summary';
import { countText } from './format';

/** Filled badges in their darkest shade, or plain: each keeps 4.5:1 in either theme. */
const MATCH_BADGES: Record<
  ActivitySummaryItem['matchType'],
  { variant: 'filled' | 'default'; color?: string }
> = {
  'Both Yes': { variant: 'filled', color: 'teal.9' },
  'Both Maybe': { variant: 'default' },
  'Yes/Maybe': { variant: 'filled', color: 'grape.9' },
};

/**
 * The activities both partners marked positively, filtered by how they matched and listed by
 * category. Only the kind of match shows, never which partner gave which answer.
 */
export function ActivitiesSummaryView({ items }: { items: readonly ActivitySummaryItem[] }) {
  const [filter, setFilter] = useState<MatchFilter>('all');
  const counts = countByFilter(items);
  const groups = groupByCategory(items, filter);

  return (
    <Stack gap="lg">
      <Group gap="xs" role="group" aria-label="Filter activities">
        {MATCH_FILTERS.map(({ value, label }) => (
          <Button
            key={value}
            size="sm"
            radius="xl"
            variant={filter === value ? 'filled' : 'light'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label} ({counts[value]})
          </Button>
        ))}
      </Group>
      <Text size="sm" c="dimmed" role="status">
        Showing {countText(counts[filter], 'activity', 'activities')}
      </Text>
      {groups.length === 0 ? (
        <Text c="dimmed">No activities in this group yet.</Text>
      ) : (
        groups.map((group) => (
          <Stack key={group.category} gap="xs" component="section" aria-label={group.category}>
            <Title order={3} size="h4">
              {group.category}
            </Title>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {group.items.map((item, index) => (
                <Group
                  // A clothing activity can match from both perspectives: the id alone may repeat.
                  key={`${item.activityId}-${index}`}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  py={4}
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Text style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{item.activityName}</Text>
                  <Badge {...MATCH_BADGES[item.matchType]} tt="none" miw="fit-content">
                    {item.matchType}
                  </Badge>
                </Group>
              ))}
            </Stack>
          </Stack>
        ))
      )}
    </Stack>
  );
}
