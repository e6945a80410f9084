import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import type { Experience } from '@shared/api/adventures';
import { ADVENTURE_MESSAGES, TEASER_MAX_LENGTH } from '@shared/domain/adventures';
import { ActionError } from '../../components/action-error';
import { useConfirmExperience, useRegenerateExperience } from './api';

/**
 * The lead's draft: the teaser to send (the generated one, which the lead may rewrite), Confirm
 * & Send Teaser, or Regenerate for another adventure in its place.
 */
export function DraftActions({
  experience,
  onSent,
}: {
  experience: Experience;
  /** Called once the teaser is sent and the adventure is planned. */
  onSent: () => void;
}) {
  const confirm = useConfirmExperience();
  const regenerate = useRegenerateExperience();
  const [teaser, setTeaser] = useState(experience.partnerTeaser ?? '');
  const busy = confirm.isPending || regenerate.isPending;

  function send() {
    regenerate.reset();
    const partnerTeaser = teaser.trim();
    // The promise, not mutate's callback: the list refetched on success moves this card to
    // another tab, unmounting it before a callback bound to it could run.
    confirm
      .mutateAsync({
        params: { id: experience.id },
        // Without a teaser the server sends the generated one.
        body: partnerTeaser ? { partnerTeaser } : {},
      })
      .then(onSent, () => undefined); // a failure shows through confirm.isError
  }

  function again() {
    confirm.reset();
    regenerate.mutate({ params: { id: experience.id } });
  }

  return (
    <Stack gap="sm">
      <Textarea
        label="Teaser for your partner"
        description="This is all your partner sees until the adventure is completed. Change it as you like; cleared, the generated teaser is sent."
        rows={5}
        maxLength={TEASER_MAX_LENGTH}
        value={teaser}
        onChange={(event) => setTeaser(event.currentTarget.value)}
      />
      {confirm.isError && (
        <ActionError title={ADVENTURE_MESSAGES.confirmFailed} error={confirm.error} />
      )}
      {regenerate.isError && (
        <ActionError title={ADVENTURE_MESSAGES.regenerateFailed} error={regenerate.error} />
      )}
      <Group gap="sm">
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={confirm.isPending}
          disabled={busy && !confirm.isPending}
          onClick={send}
        >
          Confirm &amp; Send Teaser
        </Button>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={regenerate.isPending}
          disabled={busy && !regenerate.isPending}
          onClick={again}
        >
          Regenerate
        </Button>
      </Group>
    </Stack>
  );
}
