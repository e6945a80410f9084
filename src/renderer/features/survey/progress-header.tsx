import { useCallback } from 'react';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import type { AnswerStore } from './answer-store';
import { SURVEY_LABELS } from './messages';
import { countAnswered, type ItemKey } from './survey-model';
import classes from './survey.module.css';
import { useAnswersSelector } from './use-survey';

/** "N of M answered" with a bar, kept in view, and the way to the next unanswered item. */
export function ProgressHeader({
  store,
  keys,
  onJump,
}: {
  store: AnswerStore;
  keys: readonly ItemKey[];
  onJump: () => void;
}) {
  const answered = useAnswersSelector(
    store,
    useCallback(() => countAnswered(keys, store.isAnswered), [keys, store]),
  );
  const total = keys.length;
  const text = SURVEY_LABELS.progress(answered, total);
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);

  return (
    <Paper
      withBorder
      shadow="xs"
      radius="md"
      p={{ base: 'xs', sm: 'sm' }}
      className={classes.sticky}
    >
      <Stack gap={8}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" style={{ minWidth: 0 }}>
            {text}
          </Text>
          <Button
            variant="subtle"
            size="xs"
            fz="sm"
            mih={40}
            px="xs"
            style={{ flexShrink: 0 }}
            rightSection={<IconArrowDown size={16} aria-hidden />}
            styles={{ section: { marginInlineStart: 4 } }}
            disabled={answered === total}
            onClick={onJump}
          >
            {SURVEY_LABELS.nextUnanswered}
          </Button>
        </Group>
        <Progress.Root
          size="md"
          role="progressbar"
          aria-label="Survey progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answered}
          aria-valuetext={text}
        >
          <Progress.Section
            value={percent}
            withAria={false}
            color={answered === total && total > 0 ? 'teal' : undefined}
          />
        </Progress.Root>
      </Stack>
    </Paper>
  );
}
