import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { SURVEY_LABELS } from './messages';

/** Back and Next under a step; a button is left out where there is nowhere to go. */
export function StepNav({ onBack, onNext }: { onBack?: () => void; onNext?: () => void }) {
  return (
    <Group component="nav" aria-label={SURVEY_LABELS.stepNavigation} gap="sm" wrap="nowrap">
      {onBack && (
        <Button
          variant="default"
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onBack}
        >
          {SURVEY_LABELS.back}
        </Button>
      )}
      {onNext && (
        <Button
          size="md"
          ml="auto"
          rightSection={<IconArrowRight size={18} aria-hidden />}
          onClick={onNext}
        >
          {SURVEY_LABELS.next}
        </Button>
      )}
    </Group>
  );
}
