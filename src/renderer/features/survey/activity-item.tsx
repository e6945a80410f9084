import { memo, useCallback, useId } from 'react';
import { Text } from '@mantine/core';
import { answerKey, PREFERENCES, type Perspective } from '@shared/domain/survey';
import type { AnswerStore } from './answer-store';
import { ChoiceGroup } from './choice-group';
import { SURVEY_LABELS } from './messages';
import { SaveError, SaveIndicator } from './save-indicator';
import { activityItemKey, itemDomId, type SurveyActivity } from './survey-model';
import classes from './survey.module.css';
import { useItemState } from './use-survey';

const PREFERENCE_CHOICES = PREFERENCES.map((preference) => ({
  value: preference,
  label: preference,
}));

interface PreferenceAnswerProps {
  store: AnswerStore;
  activityId: string;
  perspective: Perspective;
  labelledBy: string;
  describedBy?: string;
}

/** Yes / Maybe / No for one answer key, with its save status and any save failure. */
function PreferenceAnswer({
  store,
  activityId,
  perspective,
  labelledBy,
  describedBy,
}: PreferenceAnswerProps) {
  const key = activityItemKey(answerKey(activityId, perspective));
  const state = useItemState(store, key);
  const errorId = useId();
  const answer = useCallback((preference: string) => store.answer(key, preference), [store, key]);
  const description =
    [describedBy, state.error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <div className={classes.control}>
        <ChoiceGroup
          id={itemDomId(key)}
          variant="segmented"
          labelledBy={labelledBy}
          describedBy={description}
          choices={PREFERENCE_CHOICES}
          value={state.value}
          onChange={answer}
          disabled={store.readOnly}
        />
        <SaveIndicator status={state.status} />
      </div>
      <SaveError id={errorId} text={state.error} />
    </>
  );
}

/**
 * An activity and its answer. A clothing activity is a group named by the activity with two
 * rows, "You wearing it" and "Your partner wearing it", each its own Yes / Maybe / No.
 */
export const ActivityItem = memo(function ActivityItem({
  activity,
  store,
}: {
  activity: SurveyActivity;
  store: AnswerStore;
}) {
  const ids = useId();
  const nameId = `${ids}-name`;
  const descriptionId = activity.description ? `${ids}-description` : undefined;
  const text = (
    <div className={classes.activityText}>
      <Text id={nameId} fw={500}>
        {activity.name}
      </Text>
      {activity.description && (
        <Text id={descriptionId} size="sm" c="dimmed">
          {activity.description}
        </Text>
      )}
    </div>
  );

  if (activity.tagType !== 'clothing') {
    return (
      <div className={`${classes.activity} ${classes.item}`}>
        {text}
        <div>
          <PreferenceAnswer
            store={store}
            activityId={activity.id}
            perspective="self"
            labelledBy={nameId}
            describedBy={descriptionId}
          />
        </div>
      </div>
    );
  }

  return (
    <div
      role="group"
      aria-labelledby={nameId}
      aria-describedby={descriptionId}
      className={`${classes.activity} ${classes.item}`}
      data-clothing
    >
      {text}
      <ClothingRow
        store={store}
        activityId={activity.id}
        perspective="wear"
        label={SURVEY_LABELS.wear}
      />
      <ClothingRow
        store={store}
        activityId={activity.id}
        perspective="see_partner_wear"
        label={SURVEY_LABELS.seePartnerWear}
      />
    </div>
  );
});

function ClothingRow({
  store,
  activityId,
  perspective,
  label,
}: {
  store: AnswerStore;
  activityId: string;
  perspective: Perspective;
  label: string;
}) {
  const labelId = useId();
  return (
    <div className={classes.answerRow}>
      <Text id={labelId} size="sm">
        {label}
      </Text>
      <div>
        <PreferenceAnswer
          store={store}
          activityId={activityId}
          perspective={perspective}
          labelledBy={labelId}
        />
      </div>
    </div>
  );
}
