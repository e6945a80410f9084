import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Experience, NewBadge } from '@shared/api/adventures';
import {
  ADVENTURE_ERRORS,
  ADVENTURE_MESSAGES,
  REFLECTION_MAX_LENGTH,
} from '@shared/domain/adventures';
import { ActionError } from '../../components/action-error';
import { Part } from './adventure-sections';
import { useExperienceFeedback } from './api';
import { ADVENTURE_TEXTS } from './messages';

/** The other partner's form: a reflection on the completed adventure, never blank. */
function ReflectionForm({
  experience,
  onBadges,
}: {
  experience: Experience;
  onBadges: (badges: NewBadge[]) => void;
}) {
  const feedback = useExperienceFeedback();
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);

  function submit() {
    const reflection = text.trim();
    setBlank(reflection === '');
    if (!reflection) return;
    feedback.mutateAsync({ params: { id: experience.id }, body: { feedback: reflection } }).then(
      (result) => onBadges(result.newBadges),
      () => undefined,
    ); // failure: feedback.isError
  }

  return (
    <Stack gap="sm">
      <Textarea
        label="Your reflection"
        description="How was it? Your partner will read this."
        rows={4}
        maxLength={REFLECTION_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setBlank(false);
        }}
        error={blank ? ADVENTURE_ERRORS.blankReflection : undefined}
      />
      {feedback.isError && (
        <ActionError title={ADVENTURE_MESSAGES.reflectionFailed} error={feedback.error} />
      )}
      <Group>
        <Button
          leftSection={<IconPencil size={16} aria-hidden />}
          loading={feedback.isPending}
          onClick={submit}
        >
          Submit Reflection
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The reflection on a completed adventure: the other partner writes it once; the lead reads it
 * as Partner's Reflection.
 */
export function Reflection({
  experience,
  onBadges,
}: {
  experience: Experience;
  onBadges: (badges: NewBadge[]) => void;
}) {
  const written = experience.partnerFeedback;
  if (experience.isLeadPartner) {
    return (
      <Part title="Partner's Reflection">
        {written ?? (
          <Text size="sm" c="dimmed">
            {ADVENTURE_TEXTS.noReflectionYet}
          </Text>
        )}
      </Part>
    );
  }
  return written === null ? (
    <ReflectionForm experience={experience} onBadges={onBadges} />
  ) : (
    <Part title="Your reflection">{written}</Part>
  );
}
