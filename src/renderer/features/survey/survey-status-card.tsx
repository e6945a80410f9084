import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { getCoupleSurveyStatus } from '@shared/api/survey';
import type { RouteResponse } from '../../lib/route-types';
import { CardLink } from '../../components/card-link';
import { RetryAlert } from '../../components/retry-alert';
import { paths } from '../../config/paths';
import { loadStateOf, type LoadState } from '../../lib/load-state';
import { useCoupleSurveyStatus, usePlayerResponses } from './api';
import { tone } from '../../lib/tones';

export const SURVEY_STATUS_FAILED = 'Failed to load survey status';

export type CoupleSurveyStatus = RouteResponse<typeof getCoupleSurveyStatus>;

/** The couple's progress seen from this player: the player's own and the partner's. */
export interface CoupleProgress {
  youFinished: boolean;
  /** Null while the partner has not joined the couple. */
  partnerName: string | null;
  partnerFinished: boolean;
  bothComplete: boolean;
  /** A new round is under way: the results show the last round both completed. */
  showingPreviousRound: boolean;
}

export function coupleProgress(status: CoupleSurveyStatus, isPlayer1: boolean): CoupleProgress {
  return {
    youFinished: isPlayer1 ? status.player1SurveyComplete : status.player2SurveyComplete,
    partnerName: (isPlayer1 ? status.player2Name : status.player1Name)?.trim() || null,
    partnerFinished: isPlayer1 ? status.player2SurveyComplete : status.player1SurveyComplete,
    bothComplete: status.bothComplete,
    showingPreviousRound: status.showingPreviousRound,
  };
}

// Words other than Completed / Pending, so the badge stays the one place that says them.
const progressWord = (finished: boolean) => (finished ? 'Finished' : 'Not finished yet');

function ProgressRow({ who, finished }: { who: string; finished: boolean }) {
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {who}
      </Text>
      <Text size="sm" c={finished ? tone.successText : 'dimmed'} fw={500}>
        {progressWord(finished)}
      </Text>
    </Group>
  );
}

export const PREVIOUS_ROUND_STATUS =
  'Your results show your last completed round until you have both completed the survey again.';

function ResultsLink({ coupleId }: { coupleId: string }) {
  return (
    <Button
      component={Link}
      to={paths.coupleResults.getHref(coupleId)}
      size="sm"
      leftSection={<IconHeartHandshake size={16} aria-hidden />}
    >
      See your results
    </Button>
  );
}

function Couple({ progress, coupleId }: { progress: CoupleProgress; coupleId: string }) {
  return (
    <Stack gap="xs">
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        <ProgressRow who="You" finished={progress.youFinished} />
        {progress.partnerName === null ? (
          <Text component="li" size="sm" c="dimmed">
            Your partner has not joined yet.
          </Text>
        ) : (
          <ProgressRow who={progress.partnerName} finished={progress.partnerFinished} />
        )}
      </Stack>
      {progress.bothComplete && (
        <Group gap="xs">
          <Text size="sm">You have both finished: your results are ready.</Text>
          <ResultsLink coupleId={coupleId} />
        </Group>
      )}
      {!progress.bothComplete && progress.showingPreviousRound && (
        <Group gap="xs">
          <Text size="sm">{PREVIOUS_ROUND_STATUS}</Text>
          <ResultsLink coupleId={coupleId} />
        </Group>
      )}
    </Stack>
  );
}

export interface SurveyStatusViewProps {
  /** When the player marked the survey complete (null: not yet). */
  own: LoadState<string | null>;
  /** Null outside a couple. */
  couple: { coupleId: string; state: LoadState<CoupleProgress> } | null;
  onRetry: () => void;
}

/** The card for any state: Completed or Pending, the survey link, and the couple's progress. */
export function SurveyStatusView({ own, couple, onRetry }: SurveyStatusViewProps) {
  const completed = own.status === 'success' && own.data !== null;
  const failed = own.status === 'error' || couple?.state.status === 'error';
  const loading = own.status === 'loading' || couple?.state.status === 'loading';

  let badge: ReactNode = null;
  if (own.status === 'loading') badge = <Skeleton height={20} width={84} radius="xl" />;
  else if (own.status === 'success')
    badge = completed ? (
      // The theme's success text, not teal's own shade: that reads 4.32:1 on the light tint.
      <Badge color="teal" variant="light" size="lg" c={tone.successText}>
        Completed
      </Badge>
    ) : (
      <Badge color="gray" variant="light" size="lg">
        Pending
      </Badge>
    );

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="survey-status-heading"
      aria-busy={loading}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} id="survey-status-heading">
            Survey Status
          </Title>
          {badge}
        </Group>
        <Text size="sm" c="dimmed">
          {completed
            ? 'You have marked your survey as done. You can still review and change your answers.'
            : 'Answer privately at your own pace, then mark your survey as done.'}
        </Text>
        {failed && <RetryAlert title={SURVEY_STATUS_FAILED} onRetry={onRetry} />}
        {couple?.state.status === 'loading' && (
          <Stack gap={6}>
            <Skeleton height={14} width="60%" />
            <Skeleton height={14} width="50%" />
          </Stack>
        )}
        {couple?.state.status === 'success' && (
          <Couple progress={couple.state.data} coupleId={couple.coupleId} />
        )}
        <CardLink to={paths.survey.getHref()} icon={IconClipboardList}>
          {completed ? 'Review answers' : 'Go to Survey'}
        </CardLink>
      </Stack>
    </Card>
  );
}

interface SurveyStatusCardProps {
  /** The signed-in player, whose own responses the card reads. */
  playerId: string;
  coupleId: string | null;
  isPlayer1: boolean;
}

/**
 * The Survey Status card: Completed once the player has marked their own survey complete (not
 * merely when they have a couple), else Pending.
 */
export function SurveyStatusCard({ coupleId, isPlayer1 }: SurveyStatusCardProps) {
  const own = usePlayerResponses();
  const couple = useCoupleSurveyStatus(coupleId);

  return (
    <SurveyStatusView
      own={loadStateOf(own, (responses) => responses.completedAt)}
      couple={
        coupleId === null
          ? null
          : { coupleId, state: loadStateOf(couple, (status) => coupleProgress(status, isPlayer1)) }
      }
      onRetry={() => {
        if (own.status === 'error') own.retry();
        if (couple.status === 'error') couple.retry();
      }}
    />
  );
}
