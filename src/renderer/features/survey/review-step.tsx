import { useCallback } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { AnswerStore } from './answer-store';
import { STEP_HEADING_ID } from './focus';
import { SURVEY_LABELS } from './messages';
import { StepNav } from './step-nav';
import { leftIn, type SurveyStep } from './step-model';
import { SubmitSection } from './submit-section';
import classes from './survey.module.css';
import { countAnswered, type ItemKey } from './survey-model';
import { useAnswersSelector } from './use-survey';

/** A category with something left: its name, how much, and the way back to it. */
function LeftRow({
  step,
  store,
  onGo,
}: {
  step: SurveyStep;
  store: AnswerStore;
  onGo: () => void;
}) {
  const left = useAnswersSelector(
    store,
    useCallback(() => leftIn(step, store.isAnswered), [step, store]),
  );
  if (left === 0) return null;
  return (
    <li className={classes.leftRow}>
      <div className={classes.leftText}>
        <Text fw={500}>{step.name}</Text>
        <Text size="sm" c="dimmed">
          {SURVEY_LABELS.itemsLeft(left)}
        </Text>
      </div>
      <Button
        variant="light"
        size="sm"
        mih={40}
        maw="100%"
        rightSection={<IconArrowRight size={16} aria-hidden />}
        onClick={onGo}
      >
        {SURVEY_LABELS.goTo(step.name)}
      </Button>
    </li>
  );
}

/**
 * The last step: what is still unanswered in each category, with the way to each, then Submit
 * Survey (Update Survey once completed).
 */
export function ReviewStep({
  steps,
  keys,
  store,
  completed,
  onGo,
  onBack,
}: {
  steps: readonly SurveyStep[];
  keys: readonly ItemKey[];
  store: AnswerStore;
  completed: boolean;
  onGo: (index: number) => void;
  onBack: () => void;
}) {
  const remaining = useAnswersSelector(
    store,
    useCallback(() => keys.length - countAnswered(keys, store.isAnswered), [keys, store]),
  );
  return (
    <Stack component="section" aria-labelledby={STEP_HEADING_ID} gap="md" className={classes.step}>
      <Title order={3} id={STEP_HEADING_ID} tabIndex={-1} className={classes.stepHeading}>
        {SURVEY_LABELS.review}
      </Title>
      {remaining > 0 ? (
        <Stack gap="xs">
          <Text>{SURVEY_LABELS.reviewLeft}</Text>
          <ul className={classes.leftList}>
            {steps.map((step, index) => (
              <LeftRow key={step.id} step={step} store={store} onGo={() => onGo(index)} />
            ))}
          </ul>
        </Stack>
      ) : (
        <Text>{SURVEY_LABELS.reviewDone}</Text>
      )}
      <SubmitSection store={store} keys={keys} completed={completed} />
      <StepNav onBack={onBack} />
    </Stack>
  );
}
