import { memo, useCallback, useId, useMemo } from 'react';
import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ActivityItem } from './activity-item';
import type { AnswerStore } from './answer-store';
import { SURVEY_LABELS } from './messages';
import { QuestionItem } from './question-item';
import {
  categoryItemKeys,
  countAnswered,
  questionItemKey,
  type SurveyCategory,
  type SurveyQuestion,
} from './survey-model';
import { useAnswersSelector } from './use-survey';

/** "answered/total", read out as "N out of M answered". */
function CountBadge({ store, keys }: { store: AnswerStore; keys: readonly string[] }) {
  const answered = useAnswersSelector(
    store,
    useCallback(() => countAnswered(keys, store.isAnswered), [keys, store]),
  );
  const done = keys.length > 0 && answered === keys.length;
  return (
    <Badge variant={done ? 'filled' : 'light'} color={done ? 'teal.9' : 'gray'} radius="sm">
      <span aria-hidden>
        {answered}/{keys.length}
      </span>
      <VisuallyHidden>{SURVEY_LABELS.sectionProgress(answered, keys.length)}</VisuallyHidden>
    </Badge>
  );
}

export const QuestionsSection = memo(function QuestionsSection({
  questions,
  store,
}: {
  questions: readonly SurveyQuestion[];
  store: AnswerStore;
}) {
  const headingId = useId();
  const keys = useMemo(
    () => questions.map((question) => questionItemKey(question.id)),
    [questions],
  );
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={3} id={headingId}>
          {SURVEY_LABELS.generalQuestions}
        </Title>
        <CountBadge store={store} keys={keys} />
      </Group>
      {questions.map((question) => (
        <QuestionItem key={question.id} question={question} store={store} />
      ))}
    </Stack>
  );
});

const CategorySection = memo(function CategorySection({
  category,
  store,
}: {
  category: SurveyCategory;
  store: AnswerStore;
}) {
  const headingId = useId();
  const keys = useMemo(() => categoryItemKeys(category), [category]);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Title order={4} id={headingId}>
          {category.name}
        </Title>
        <CountBadge store={store} keys={keys} />
      </Group>
      <div>
        {category.activities.map((activity) => (
          <ActivityItem key={activity.id} activity={activity} store={store} />
        ))}
      </div>
    </Card>
  );
});

export const ActivitiesSection = memo(function ActivitiesSection({
  categories,
  store,
}: {
  categories: readonly SurveyCategory[];
  store: AnswerStore;
}) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Stack gap={2}>
        <Title order={3} id={headingId}>
          {SURVEY_LABELS.activityPreferences}
        </Title>
        <Text size="sm" c="dimmed">
          Answer Yes, Maybe or No for each. Your partner never sees your No answers.
        </Text>
      </Stack>
      {categories.map((category) => (
        <CategorySection key={category.id} category={category} store={store} />
      ))}
    </Stack>
  );
});
