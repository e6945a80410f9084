import { Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Experience } from '@shared/api/adventures';
import { ADVENTURE_MESSAGES, type ExperienceStatus } from '@shared/domain/adventures';
import { QueryState } from '../../components/query-state';
import type { RetryableQuery } from '../../lib/route-query';
import { AdventureCard, type AdventureEvents } from './adventure-card';
import { EMPTY_TEXTS } from './messages';

export type ExperiencesQuery = Pick<
  RetryableQuery<Experience[]>,
  'status' | 'data' | 'error' | 'retry'
>;

const loadingList = (
  <Stack gap="md" aria-busy="true">
    <VisuallyHidden>Loading adventures…</VisuallyHidden>
    <Skeleton height={160} radius="md" />
    <Skeleton height={160} radius="md" />
  </Stack>
);

/** The adventures of one status, newest first, or what the tab says when there are none. */
export function StatusList({
  status,
  experiences,
  events,
}: {
  status: ExperienceStatus;
  experiences: ExperiencesQuery;
  events: AdventureEvents;
}) {
  return (
    <QueryState
      query={experiences}
      errorTitle={ADVENTURE_MESSAGES.loadFailed}
      loading={loadingList}
    >
      {(all) => {
        const listed = all.filter((experience) => experience.status === status);
        if (listed.length === 0)
          return (
            <Text c="dimmed" py="md">
              {EMPTY_TEXTS[status]}
            </Text>
          );
        return (
          <Stack gap="md">
            {listed.map((experience) => (
              // A regenerated or answered adventure starts its actions afresh.
              <AdventureCard
                key={`${experience.id}-${experience.updatedAt}`}
                experience={experience}
                events={events}
              />
            ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}
