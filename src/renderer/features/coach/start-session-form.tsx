import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { RouteResponse } from '../../lib/route-types';
import type { getActivitiesSummary } from '@shared/api/results';
import { COACH_MESSAGES } from '@shared/domain/coach';
import { ActionError } from '../../components/action-error';
import { COACH_TEXTS } from './messages';

/** An activity both partners welcomed, with how they answered. */
export type WelcomedActivity = RouteResponse<typeof getActivitiesSummary>[number];

const MATCH_GROUPS = ['Both Yes', 'Both Maybe', 'Yes/Maybe'] as const;

/**
 * Each activity once: a piece of clothing is listed on the results for each way of wearing it
 * ("(one of you wears it)"), but a session is about the activity, so it is offered once, under
 * its strongest agreement and without that parenthesis.
 */
function eachActivityOnce(activities: readonly WelcomedActivity[]) {
  const strongestFirst = [...activities].sort(
    (a, b) =>
      MATCH_GROUPS.indexOf(a.matchType as (typeof MATCH_GROUPS)[number]) -
      MATCH_GROUPS.indexOf(b.matchType as (typeof MATCH_GROUPS)[number]),
  );
  const byId = new Map<string, WelcomedActivity>();
  for (const activity of strongestFirst)
    if (!byId.has(activity.activityId))
      byId.set(activity.activityId, {
        ...activity,
        activityName: activity.activityName.replace(/\s*\([^)]*\)\s*$/, ''),
      });
  return [...byId.values()];
}

/** The activities grouped by how the two answered, strongest agreement first. */
function choicesOf(activities: readonly WelcomedActivity[]) {
  const once = eachActivityOnce(activities);
  return [
    { value: '', label: 'Choose an activity', disabled: true },
    ...MATCH_GROUPS.map((group) => ({
      group,
      items: once
        .filter((activity) => activity.matchType === group)
        .map((activity) => ({ value: activity.activityId, label: activity.activityName })),
    })).filter((group) => group.items.length > 0),
  ];
}

/** Picks an activity both partners welcomed and starts a guided session on it. */
export function StartSessionForm({
  activities,
  starting,
  error,
  onStart,
}: {
  activities: readonly WelcomedActivity[];
  starting: boolean;
  /** Why the last start failed, if it did. */
  error: unknown;
  onStart: (activity: WelcomedActivity) => void;
}) {
  const [activityId, setActivityId] = useState('');
  const [missing, setMissing] = useState(false);

  if (activities.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {COACH_TEXTS.nothingWelcomed}
      </Text>
    );
  }

  function start() {
    const activity = eachActivityOnce(activities).find((item) => item.activityId === activityId);
    setMissing(!activity);
    if (activity) onStart(activity);
  }

  return (
    <Stack gap="sm">
      <NativeSelect
        label={COACH_TEXTS.activityLabel}
        data={choicesOf(activities)}
        value={activityId}
        onChange={(event) => {
          setActivityId(event.currentTarget.value);
          setMissing(false);
        }}
        error={missing ? COACH_TEXTS.activityRequired : undefined}
      />
      {error !== null && error !== undefined && (
        <ActionError title={COACH_MESSAGES.startFailed} error={error} />
      )}
      <Group>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={start}
          loading={starting}
        >
          Start session
        </Button>
      </Group>
    </Stack>
  );
}
