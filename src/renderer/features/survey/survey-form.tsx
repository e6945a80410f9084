import { useCallback, useMemo, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { SurveyStructure } from '@shared/api/survey';
import type { Preference } from '@shared/domain/survey';
import { useRespondActivity, useRespondOption } from './api';
import { AnswerStore, type SaveAnswer } from './answer-store';
import { failureReason, ROUND_TEXTS, SURVEY_MESSAGES } from './messages';
import { ProgressHeader } from './progress-header';
import { RoundConfirmModal } from './round-confirm-modal';
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

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** 'March 11, 2025 at 10:00 AM' in the player's time zone, or null when it cannot be read. */
function formatMoment(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : moment.format(date);
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

/**
 * The loaded survey: progress, the questions, the activities and the submit button. Once
 * submitted, the first change is confirmed first (it may start a new round); while no new
 * round may start yet, the answers are shown only.
 */
export function SurveyForm({
  structure,
  responses,
}: {
  structure: SurveyStructure;
  responses: SavedResponses;
}) {
  const saveAnswer = useSaveAnswer();
  // The first change waiting for the player's answer to the confirm dialog.
  const [pendingChange, setPendingChange] = useState<(() => void) | null>(null);
  const readOnlyUntil = responses.nextRoundAllowedAt
    ? formatMoment(responses.nextRoundAllowedAt)
    : null;
  // The store lives as long as the form; the mutations it sends through never change.
  const [store] = useState(
    () =>
      new AnswerStore(initialAnswers(structure, responses), saveAnswer, describeFailure, {
        readOnly: readOnlyUntil !== null,
        confirmFirstChange:
          responses.completedAt === null ? undefined : (proceed) => setPendingChange(() => proceed),
      }),
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
      {readOnlyUntil && (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
          {ROUND_TEXTS.readOnly(readOnlyUntil)}
        </Alert>
      )}
      <RoundConfirmModal
        opened={pendingChange !== null}
        startsNewRound={responses.changeStartsNewRound}
        onConfirm={() => {
          pendingChange?.();
          setPendingChange(null);
        }}
        onCancel={() => setPendingChange(null)}
      />
      <ProgressHeader store={store} keys={keys} onJump={jump} />
      {structure.questions.length > 0 && (
        <QuestionsSection questions={structure.questions} store={store} />
      )}
      {categories.length > 0 && <ActivitiesSection categories={categories} store={store} />}
      <SubmitSection store={store} keys={keys} completed={responses.completedAt !== null} />
    </Stack>
  );
}
