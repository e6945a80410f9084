import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClipboardList, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ConnectPartnerNotice } from '../../components/connect-partner-notice';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { failedWith } from '../../lib/query-client';
import { useSignedInSession } from '../../lib/session';
import { ActivitiesSummaryView } from './activities-summary-view';
import { useActivitiesSummary, useCoupleSurveyStatus } from './api';
import { RESULTS_MESSAGES } from './messages';
import { PreviousRoundNotice } from './previous-round-notice';

function EmptySummary() {
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{RESULTS_MESSAGES.emptySummary}</Text>
      <Button
        component={Link}
        to={paths.survey.getHref()}
        variant="light"
        leftSection={<IconClipboardList size={16} aria-hidden />}
      >
        Go to Survey
      </Button>
    </Stack>
  );
}

function LoadingSummary() {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {[140, 110, 120, 110].map((width, index) => (
          <Skeleton key={index} height={36} width={width} radius="xl" />
        ))}
      </Group>
      <Skeleton height={20} width="40%" mt="sm" />
      <Skeleton height={16} />
      <Skeleton height={16} />
      <Skeleton height={16} width="70%" />
    </Stack>
  );
}

function CoupleSummary({ coupleId }: { coupleId: string }) {
  const summary = useActivitiesSummary(coupleId);
  // Only a notice: without the status the summary shows as it would anyway.
  const previousRound = useCoupleSurveyStatus(coupleId).data?.showingPreviousRound === true;
  // A 400 means the couple's surveys are not both complete: nothing to show yet, not a failure.
  const incomplete = summary.status === 'error' && failedWith(summary.error, 400);
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="activities"
      aria-busy={summary.status === 'pending'}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="activities">
            Activities you both want to explore
          </Title>
          <Button
            component={Link}
            to={paths.coupleResults.getHref(coupleId)}
            variant="subtle"
            size="sm"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            See your couple results
          </Button>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm" c="dimmed">
            Only what you both marked Yes or Maybe is listed, and never which of you said what.
          </Text>
        </Group>
        {previousRound && <PreviousRoundNotice />}
        {incomplete ? (
          <EmptySummary />
        ) : (
          <QueryState
            query={summary}
            errorTitle={RESULTS_MESSAGES.activitiesFailed}
            loading={<LoadingSummary />}
          >
            {(items) =>
              items.length === 0 ? <EmptySummary /> : <ActivitiesSummaryView items={items} />
            }
          </QueryState>
        )}
      </Stack>
    </Card>
  );
}

/** /summary: the couple's shared activities. It needs a partner connection. */
export function SharedSummaryPage() {
  const session = useSignedInSession();
  return (
    <Stack gap="lg" maw={860}>
      {session.coupleId === null ? (
        <ConnectPartnerNotice title={RESULTS_MESSAGES.notConnected} />
      ) : (
        <CoupleSummary key={session.coupleId} coupleId={session.coupleId} />
      )}
    </Stack>
  );
}
