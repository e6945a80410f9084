import { useId } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { AnswerStore } from './answer-store';
import { STEP_HEADING_ID } from './focus';
import { SURVEY_LABELS } from './messages';
import { StepNav } from './step-nav';
import type { SurveyStep } from './step-model';
import classes from './survey.module.css';
import { CountBadge, StepItems } from './survey-sections';

/**
 * One step of the survey: where it sits among the categories, its name (the heading the
 * keyboard lands on when the step opens), how much of it is answered, its items, then Back
 * and Next (Next after the last category opens the review).
 */
export function CategoryStep({
  step,
  index,
  count,
  store,
  onBack,
  onNext,
}: {
  step: SurveyStep;
  index: number;
  count: number;
  store: AnswerStore;
  onBack?: () => void;
  onNext: () => void;
}) {
  const positionId = useId();
  return (
    <Stack component="section" aria-labelledby={STEP_HEADING_ID} gap="sm" className={classes.step}>
      <Stack gap={2}>
        <Text id={positionId} size="sm" fw={500} c="dimmed">
          {SURVEY_LABELS.stepPosition(index + 1, count)}
        </Text>
        <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
          <Title
            order={3}
            id={STEP_HEADING_ID}
            tabIndex={-1}
            aria-describedby={positionId}
            className={classes.stepHeading}
          >
            {step.name}
          </Title>
          <CountBadge store={store} keys={step.keys} />
        </Group>
        {step.kind === 'category' && (
          <Text size="sm" c="dimmed">
            {SURVEY_LABELS.activityHint}
          </Text>
        )}
      </Stack>
      <StepItems step={step} store={store} />
      <StepNav onBack={onBack} onNext={onNext} />
    </Stack>
  );
}
