import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useMarkComplete } from './api';
import type { AnswerStore } from './answer-store';
import { SURVEY_LABELS, SURVEY_MESSAGES } from './messages';
import { countAnswered, type ItemKey } from './survey-model';
import { useAnswersSelector } from './use-survey';

/** The success notice stays 2 s before the dashboard opens. */
export const REDIRECT_AFTER_MS = 2000;

type Phase = 'idle' | 'submitting' | 'submitted' | 'failed';

/**
 * Submit Survey (Update Survey once completed): enabled when every item is answered and every
 * answer is saved. Success says so for 2 s, then opens the dashboard.
 */
export function SubmitSection({
  store,
  keys,
  completed,
}: {
  store: AnswerStore;
  keys: readonly ItemKey[];
  completed: boolean;
}) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('idle');
  const markComplete = useMarkComplete();
  const remaining = useAnswersSelector(
    store,
    useCallback(() => keys.length - countAnswered(keys, store.isAnswered), [keys, store]),
  );
  const saving = useAnswersSelector(store, store.pendingCount) > 0;
  const ready = keys.length > 0 && remaining === 0 && !saving;

  useEffect(() => {
    if (phase !== 'submitted') return;
    const timer = setTimeout(() => navigate(paths.dashboard.getHref()), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  async function submit() {
    setPhase('submitting');
    try {
      await markComplete.mutateAsync({});
      setPhase('submitted');
    } catch {
      setPhase('failed');
    }
  }

  let hint: string | null = null;
  if (remaining > 0) {
    hint =
      remaining === 1
        ? 'Answer the last item to submit.'
        : `Answer the remaining ${remaining} items to submit.`;
  } else if (saving) hint = 'Saving your answers…';

  return (
    <Stack gap="sm" align="flex-start">
      {phase === 'submitted' && (
        <Alert
          role="status"
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          w="100%"
        >
          {SURVEY_MESSAGES.submitted}
        </Alert>
      )}
      {phase === 'failed' && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          w="100%"
        >
          {SURVEY_MESSAGES.completeFailed}
        </Alert>
      )}
      <Button
        size="md"
        leftSection={<IconSend size={18} aria-hidden />}
        disabled={!ready || phase === 'submitted'}
        loading={phase === 'submitting'}
        onClick={() => void submit()}
      >
        {completed ? SURVEY_LABELS.update : SURVEY_LABELS.submit}
      </Button>
      {hint && phase !== 'submitted' && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
