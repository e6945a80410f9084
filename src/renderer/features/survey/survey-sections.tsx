import { memo, useCallback } from 'react';
import { Badge, Card, Stack, VisuallyHidden } from '@mantine/core';
import { ActivityItem } from './activity-item';
import type { AnswerStore } from './answer-store';
import { SURVEY_LABELS } from './messages';
import { QuestionItem } from './question-item';
import type { SurveyStep } from './step-model';
import { countAnswered } from './survey-model';
import { useAnswersSelector } from './use-survey';

/** "answered/total", read out as "N out of M answered". */
export function CountBadge({ store, keys }: { store: AnswerStore; keys: readonly string[] }) {
  const answered = useAnswersSelector(
    store,
    useCallback(() => countAnswered(keys, store.isAnswered), [keys, store]),
  );
  const done = keys.length > 0 && answered === keys.length;
  return (
    <Badge
      variant={done ? 'filled' : 'light'}
      color={done ? 'teal.9' : 'gray'}
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      <span aria-hidden>
        {answered}/{keys.length}
      </span>
      <VisuallyHidden>{SURVEY_LABELS.sectionProgress(answered, keys.length)}</VisuallyHidden>
    </Badge>
  );
}

/** What a step asks: each general question on its own card, or a category's activities. */
export const StepItems = memo(function StepItems({
  step,
  store,
}: {
  step: SurveyStep;
  store: AnswerStore;
}) {
  if (step.kind === 'questions') {
    return (
      <Stack gap="sm">
        {step.questions.map((question) => (
          <QuestionItem key={question.id} question={question} store={store} />
        ))}
      </Stack>
    );
  }
  return (
    <Card withBorder padding="md" radius="md" py="xs">
      {step.category.activities.map((activity) => (
        <ActivityItem key={activity.id} activity={activity} store={store} />
      ))}
    </Card>
  );
});
