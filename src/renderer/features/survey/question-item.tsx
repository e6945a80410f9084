import { memo, useCallback, useId, useMemo } from 'react';
import { Card, Group, Stack, Text } from '@mantine/core';
import type { AnswerStore } from './answer-store';
import { ChoiceGroup } from './choice-group';
import { SaveError, SaveIndicator } from './save-indicator';
import { itemDomId, questionItemKey, type SurveyQuestion } from './survey-model';
import classes from './survey.module.css';
import { useItemState } from './use-survey';

/** A general question: its text, its description and one option to choose. */
export const QuestionItem = memo(function QuestionItem({
  question,
  store,
}: {
  question: SurveyQuestion;
  store: AnswerStore;
}) {
  const key = questionItemKey(question.id);
  const state = useItemState(store, key);
  const ids = useId();
  const textId = `${ids}-text`;
  const descriptionId = `${ids}-description`;
  const errorId = `${ids}-error`;
  const choices = useMemo(
    () => question.options.map((option) => ({ value: option.id, label: option.text })),
    [question.options],
  );
  const answer = useCallback((optionId: string) => store.answer(key, optionId), [store, key]);
  const describedBy =
    [question.description ? descriptionId : null, state.error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Card withBorder padding="md" radius="md" className={classes.item}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text id={textId} fw={600}>
              {question.text}
            </Text>
            {question.description && (
              <Text id={descriptionId} size="sm" c="dimmed">
                {question.description}
              </Text>
            )}
          </Stack>
          <SaveIndicator status={state.status} />
        </Group>
        <ChoiceGroup
          id={itemDomId(key)}
          variant="list"
          labelledBy={textId}
          describedBy={describedBy}
          choices={choices}
          value={state.value}
          onChange={answer}
          disabled={store.readOnly}
        />
        <SaveError id={errorId} text={state.error} />
      </Stack>
    </Card>
  );
});
