import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { lastExperience } from '@shared/api/adventures';
import type { RouteResponse } from '../../lib/route-types';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { paths } from '../../config/paths';
import type { RetryableQuery } from '../../lib/route-query';
import { useLastExperience } from './api';
import { ADVENTURE_TEXTS } from './messages';

export type LastAdventure = RouteResponse<typeof lastExperience>;
type LastQuery = Pick<RetryableQuery<LastAdventure>, 'status' | 'data' | 'error' | 'retry'>;

const STATUS_WORDS = {
  draft: 'Draft',
  planned: 'Planned',
  completed: 'Completed',
  declined: 'Declined',
} as const;

const placeholder = (
  <Stack gap="xs" aria-hidden>
    <Skeleton height={20} width="60%" />
    <Skeleton height={30} width={140} />
  </Stack>
);

function Last({ last }: { last: NonNullable<LastAdventure> }) {
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {last.title}
        </Text>
        <Badge variant="light" color="gray" tt="none">
          {STATUS_WORDS[last.status]}
        </Badge>
      </Group>
      <Group>
        <Button
          component={Link}
          to={paths.adventures.getHref(last.status)}
          size="sm"
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          View Adventure
        </Button>
      </Group>
    </Stack>
  );
}

function NoneYet() {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {ADVENTURE_TEXTS.noAdventureYet}
      </Text>
      <Group>
        <Button
          component={Link}
          to={paths.adventures.getHref('generate')}
          size="sm"
          leftSection={<IconSparkles size={16} aria-hidden />}
        >
          Generate Adventure
        </Button>
      </Group>
    </Stack>
  );
}

/** The card for any state of its read. */
export function LastAdventureView({ last }: { last: LastQuery }) {
  return (
    <SectionCard id="last-adventure" title="Last Adventure" busy={last.status === 'pending'}>
      <QueryState query={last} errorTitle={ADVENTURE_TEXTS.lastFailed} loading={placeholder}>
        {(latest) => (latest === null ? <NoneYet /> : <Last last={latest} />)}
      </QueryState>
    </SectionCard>
  );
}

/** The dashboard's Last Adventure: its title with View Adventure, or Generate Adventure. */
export function LastAdventureCard({ coupleId }: { coupleId: string }) {
  const last = useLastExperience(coupleId);
  return <LastAdventureView last={last} />;
}
