import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconMoon, IconX } from '@tabler/icons-react';
import type { CompletionResult, Experience } from '@shared/api/adventures';
import { ADVENTURE_MESSAGES, type ExperienceResponse } from '@shared/domain/adventures';
import { useSignedInSession } from '../../lib/session';
import { browserTimeZone } from '../../lib/time-zone';
import { ActionError } from '../../components/action-error';
import { useCompleteExperience, usePostponeExperience, useRespondToExperience } from './api';
import { DeclineConfirmModal } from './decline-confirm-modal';
import { ADVENTURE_TEXTS } from './messages';
import { partnerAnswer } from './roles';

function StatusLine({ children }: { children: string }) {
  return (
    <Text size="sm" fw={500} role="status">
      {children}
    </Text>
  );
}

/** The lead's planned adventure: waiting for the partner, then Mark Completed. */
export function LeadPlannedActions({
  experience,
  onCompleted,
}: {
  experience: Experience;
  onCompleted: (result: CompletionResult) => void;
}) {
  const complete = useCompleteExperience();
  if (experience.postponedUntil) return <StatusLine>{ADVENTURE_TEXTS.partnerPostponed}</StatusLine>;
  if (partnerAnswer(experience) !== 'accepted')
    return <StatusLine>{ADVENTURE_TEXTS.waitingForPartner}</StatusLine>;

  function markCompleted() {
    // The promise, not mutate's callback: the refetched list moves this card to Completed.
    complete
      .mutateAsync({ params: { id: experience.id }, body: { timeZone: browserTimeZone() } })
      .then(onCompleted, () => undefined); // a failure shows through complete.isError
  }

  return (
    <Stack gap="sm">
      <StatusLine>{ADVENTURE_TEXTS.partnerAccepted}</StatusLine>
      {complete.isError && (
        <ActionError title={ADVENTURE_MESSAGES.completeFailed} error={complete.error} />
      )}
      <Group>
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={complete.isPending}
          onClick={markCompleted}
        >
          Mark Completed
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The other partner's planned adventure: Accept, Not tonight (it comes back tomorrow) or
 * Decline, which asks first; then get ready.
 */
export function PartnerPlannedActions({
  experience,
  onAnswered,
}: {
  experience: Experience;
  onAnswered: (response: ExperienceResponse) => void;
}) {
  const session = useSignedInSession();
  const respond = useRespondToExperience();
  const postpone = usePostponeExperience();
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  if (partnerAnswer(experience) === 'accepted')
    return <StatusLine>{ADVENTURE_TEXTS.youAccepted}</StatusLine>;
  if (experience.postponedUntil) return <StatusLine>{ADVENTURE_TEXTS.youPostponed}</StatusLine>;

  const answer = (response: ExperienceResponse) => {
    setConfirmingDecline(false);
    // The promise: declining moves the adventure to the Declined tab, unmounting this card.
    respond
      .mutateAsync({ body: { experienceId: experience.id, playerId: session.playerId, response } })
      .then(
        () => onAnswered(response),
        () => undefined,
      ); // a failure shows through respond.isError
  };
  const putOff = () => {
    setConfirmingDecline(false);
    postpone.mutate({ params: { id: experience.id } });
  };
  const answering = respond.isPending ? respond.variables?.body?.response : undefined;
  const busy = respond.isPending || postpone.isPending;

  return (
    <Stack gap="sm">
      {respond.isError && (
        <ActionError title={ADVENTURE_MESSAGES.respondFailed} error={respond.error} />
      )}
      {postpone.isError && (
        <ActionError title={ADVENTURE_MESSAGES.postponeFailed} error={postpone.error} />
      )}
      <Group gap="sm">
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={answering === 'accepted'}
          disabled={busy && answering !== 'accepted'}
          onClick={() => answer('accepted')}
        >
          Accept
        </Button>
        <Button
          variant="default"
          leftSection={<IconMoon size={16} aria-hidden />}
          loading={postpone.isPending}
          disabled={respond.isPending}
          onClick={putOff}
        >
          Not tonight
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          loading={answering === 'declined'}
          disabled={busy && answering !== 'declined'}
          onClick={() => setConfirmingDecline(true)}
        >
          Decline
        </Button>
      </Group>
      <DeclineConfirmModal
        opened={confirmingDecline}
        leadName={experience.leadPartnerName}
        onClose={() => setConfirmingDecline(false)}
        onDecline={() => answer('declined')}
        onPostpone={putOff}
      />
    </Stack>
  );
}
