import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { SurveyStructure } from '@shared/api/survey';
import type { Preference } from '@shared/domain/survey';
import { useRespondActivity, useRespondOption } from './api';
import { AnswerStore, type SaveAnswer } from './answer-store';
import { CategoryStep } from './category-step';
import { focusItem, focusStepHeading } from './focus';
import { failureReason, ROUND_TEXTS, SURVEY_MESSAGES } from './messages';
import { ProgressHeader } from './progress-header';
import { ReviewStep } from './review-step';
import { RoundConfirmModal } from './round-confirm-modal';
import { stepOfKey, surveySteps } from './step-model';
import {
  initialAnswers,
  nextUnanswered,
  parseItemKey,
  surveyItemKeys,
  type ItemKey,
  type SavedResponses,
} from './survey-model';
import { useSurveyStep } from './use-survey-step';
import { dateTimeFormat } from '../../lib/date-time-format';

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

const moment = dateTimeFormat({ dateStyle: 'long', timeStyle: 'short' });

/** 'March 11, 2025 at 10:00 AM' in the player's time zone, or null when it cannot be read. */
function formatMoment(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : moment.format(date);
}

/**
 * The loaded survey, one category at a time: the overall progress stays in view above the
 * shown step, Next and Back walk the categories, and the last step reviews what is left before
 * Submit. Once submitted, the first change is confirmed first (it may start a new round); while
 * no new round may start yet, the answers are shown only.
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
  const steps = useMemo(() => surveySteps(structure), [structure]);
  const keys = useMemo(() => surveyItemKeys(structure), [structure]);
  const [position, go] = useSurveyStep(steps.length);

  // An item "Next unanswered" found on another step: focused once that step is shown.
  const jumpTarget = useRef<ItemKey | null>(null);
  const shown = useRef(position);
  useEffect(() => {
    if (shown.current === position) return;
    shown.current = position;
    const target = jumpTarget.current;
    jumpTarget.current = null;
    if (target) focusItem(target);
    else focusStepHeading();
  }, [position]);

  const jump = useCallback(() => {
    const key = nextUnanswered(keys, store.isAnswered, store.lastTouched());
    if (key === null) return;
    store.touch(key);
    const index = stepOfKey(steps, key);
    if (index === position) {
      focusItem(key);
      return;
    }
    jumpTarget.current = key;
    go(index);
  }, [keys, steps, store, position, go]);

  const step = position === 'review' ? undefined : steps[position];
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
        roundApart={responses.changeIsRoundApart}
        onConfirm={() => {
          pendingChange?.();
          setPendingChange(null);
        }}
        onCancel={() => setPendingChange(null)}
      />
      <ProgressHeader store={store} keys={keys} onJump={jump} />
      {step === undefined || position === 'review' ? (
        <ReviewStep
          steps={steps}
          keys={keys}
          store={store}
          completed={responses.completedAt !== null}
          onGo={go}
          onBack={() => go(steps.length - 1)}
        />
      ) : (
        <CategoryStep
          key={position}
          step={step}
          index={position}
          count={steps.length}
          store={store}
          onBack={position > 0 ? () => go(position - 1) : undefined}
          onNext={() => go(position + 1 < steps.length ? position + 1 : 'review')}
        />
      )}
    </Stack>
  );
}
