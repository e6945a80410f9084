import { useCallback, useMemo, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import type { SurveyStructure } from '@shared/api/survey';
import type { Preference } from '@shared/domain/survey';
import { useRespondActivity, useRespondOption } from './api';
import { AnswerStore, type SaveAnswer } from './answer-store';
import { failureReason, SURVEY_MESSAGES } from './messages';
import { ProgressHeader } from './progress-header';
import { SubmitSection } from './submit-section';
import {
  initialAnswers,
  itemDomId,
  nextUnanswered,
  parseItemKey,
  surveyItemKeys,
  type ItemKey,
  type SavedResponses,
} from './survey-model';
import { ActivitiesSection, QuestionsSection } from './survey-sections';

/** Sends one answer: the chosen option of a question, or a preference of an activity. */
function useSaveAnswer(): SaveAnswer {
  const { mutateAsync: respondOption } = useRespondOption();
  const { mutateAsync: respondActivity } = useRespondActivity();
  return (key, value) => {
    const item = parseItemKey(key);
    if (!item) return Promise.reject(new Error(`Unknown survey item: ${key}`));
    if (item.kind === 'question') {
      return respondOption({ body: { questionId: item.questionId, optionId: value } });
    }
    return respondActivity({
      body: {
        activityId: item.activityId,
        preference: value as Preference,
        perspective: item.perspective,
      },
    });
  };
}

function describeFailure(key: ItemKey, error: unknown): string {
  const reason = failureReason(error);
  return parseItemKey(key)?.kind === 'question'
    ? SURVEY_MESSAGES.saveResponseFailed(reason)
    : SURVEY_MESSAGES.savePreferenceFailed(reason);
}

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const JUMP_HIGHLIGHT_MS = 1600;

/** Scrolls an item into view and puts the keyboard on its answer. */
function focusItem(key: ItemKey) {
  const group = document.getElementById(itemDomId(key));
  if (!group) return;
  group.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  const radio =
    group.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
    group.querySelector<HTMLInputElement>('input[type="radio"]');
  radio?.focus({ preventScroll: true });
  // A moment's highlight shows where the jump landed, even when the focus ring is not drawn.
  group.dataset.jumped = '';
  setTimeout(() => delete group.dataset.jumped, JUMP_HIGHLIGHT_MS);
}

/** The loaded survey: progress, the questions, the activities and the submit button. */
export function SurveyForm({
  structure,
  responses,
}: {
  structure: SurveyStructure;
  responses: SavedResponses;
}) {
  const saveAnswer = useSaveAnswer();
  // The store lives as long as the form; the mutations it sends through never change.
  const [store] = useState(
    () => new AnswerStore(initialAnswers(structure, responses), saveAnswer, describeFailure),
  );
  const keys = useMemo(() => surveyItemKeys(structure), [structure]);
  const categories = useMemo(
    () => structure.categories.filter((category) => category.activities.length > 0),
    [structure],
  );

  const jump = useCallback(() => {
    const key = nextUnanswered(keys, store.isAnswered, store.lastTouched());
    if (key === null) return;
    store.touch(key);
    focusItem(key);
  }, [keys, store]);

  if (keys.length === 0) {
    return (
      <Alert color="gray" variant="light">
        {SURVEY_MESSAGES.empty}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <ProgressHeader store={store} keys={keys} onJump={jump} />
      {structure.questions.length > 0 && (
        <QuestionsSection questions={structure.questions} store={store} />
      )}
      {categories.length > 0 && <ActivitiesSection categories={categories} store={store} />}
      <SubmitSection store={store} keys={keys} completed={responses.completedAt !== null} />
    </Stack>
  );
}
