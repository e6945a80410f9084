import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlayerPlay } from '@tabler/icons-react';
import type { DailyChallenge } from '@shared/api/quicktasks';
import { ActionError } from '../../components/action-error';
import { browserTimeZone } from '../../lib/time-zone';
import { tone } from '../../lib/tones';
import { useCompleteDailyChallenge, useStartDailyChallenge } from './api';
import { challengeCompletedText, TASK_MESSAGES } from './messages';

interface DailyChallengeActionsProps {
  coupleId: string;
  challenge: DailyChallenge;
}

const doneLabel = (done: boolean) => (done ? 'Done' : 'Not done yet');

/** What the live region says: the wait, then the points; empty while there is a step to take. */
function statusText(challenge: DailyChallenge, markedNow: boolean) {
  if (challenge.status === 'completed') return challengeCompletedText(challenge.points);
  if (challenge.status === 'started' && (challenge.doneByMe || markedNow))
    return TASK_MESSAGES.challengeWaiting;
  return '';
}

/** Start while pending; Mark done once started, by each partner; then the wait, then the points. */
export function DailyChallengeActions({ coupleId, challenge }: DailyChallengeActionsProps) {
  const start = useStartDailyChallenge();
  const complete = useCompleteDailyChallenge();
  const request = { params: { id: coupleId }, body: { timeZone: browserTimeZone() } };
  // Between the reply and the refetch, the caller's mark is known from the reply alone.
  const markedNow = complete.data?.status === 'started';
  const status = statusText(challenge, markedNow);
  const canMark = challenge.status === 'started' && !challenge.doneByMe && !markedNow;

  return (
    <Stack gap="xs">
      {/* Kept mounted across states, so screen readers hear the wait and the points. */}
      <Text role="status" size="sm" fw={600} c={status ? tone.successText : undefined}>
        {status}
      </Text>
      {challenge.status === 'started' && (
        <Stack gap={2}>
          <Text size="sm">You: {doneLabel(challenge.doneByMe || markedNow)}</Text>
          <Text size="sm">Your partner: {doneLabel(challenge.doneByPartner)}</Text>
        </Stack>
      )}
      {challenge.status === 'pending' && (
        <>
          <Text size="sm" c="dimmed">
            {TASK_MESSAGES.challengeNotStarted}
          </Text>
          {start.isError && (
            <ActionError title={TASK_MESSAGES.challengeStartFailed} error={start.error} />
          )}
          <Group>
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              loading={start.isPending}
              onClick={() => start.mutate(request)}
            >
              Start
            </Button>
          </Group>
        </>
      )}
      {canMark && (
        <>
          {challenge.doneByPartner && <Text size="sm">{TASK_MESSAGES.challengePartnerDone}</Text>}
          {complete.isError && (
            <ActionError title={TASK_MESSAGES.challengeDoneFailed} error={complete.error} />
          )}
          <Group>
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={complete.isPending}
              onClick={() => complete.mutate(request)}
            >
              Mark done
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
