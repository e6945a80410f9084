import { useState } from 'react';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Journey } from '@shared/api/journey';
import {
  boundaryLabel,
  CUSTOM_BOUNDARY_PREFIX,
  HARD_BOUNDARY_OPTIONS,
  type JourneyLevel,
} from '@shared/domain/journey';
import { NoticeAlert, type Notice } from '../../components/notice-alert';
import { useInitializeJourney } from './api';
import { BoundaryKeepsOut } from './boundary-keeps-out';
import { BoundaryPicker } from './boundary-picker';
import { LevelRadios } from './level-radios';
import { JOURNEY_MESSAGES } from './messages';

export interface StartedJourney extends Journey {
  startingLevel: JourneyLevel;
  desiredLevel: JourneyLevel;
}

const section = (id: string) =>
  ({
    withBorder: true,
    padding: 'lg',
    radius: 'md',
    component: 'section',
    'aria-labelledby': id,
  }) as const;

/**
 * The player's own boundaries, more to add (listed or custom), and the desired level, which can
 * only come down. Saved boundaries stay: they are never removed here.
 */
export function BoundariesEditor({
  coupleId,
  journey,
}: {
  coupleId: string;
  journey: StartedJourney;
}) {
  const initialize = useInitializeJourney();
  const saved = journey.myHardBoundaries;
  const [added, setAdded] = useState<string[]>([]);
  const [desiredLevel, setDesiredLevel] = useState<JourneyLevel>(journey.desiredLevel);
  const [notice, setNotice] = useState<Notice | null>(null);
  const changed = added.length > 0 || desiredLevel !== journey.desiredLevel;

  function save() {
    setNotice(null);
    initialize.mutate(
      {
        params: { id: coupleId },
        body: {
          startingLevel: journey.startingLevel,
          desiredLevel,
          hardBoundaries: [...saved, ...added],
        },
      },
      {
        onSuccess: () => {
          setAdded([]);
          setNotice({ tone: 'success', text: JOURNEY_MESSAGES.saved });
        },
        onError: (error) =>
          setNotice({ tone: 'error', text: `${JOURNEY_MESSAGES.saveFailed}: ${error.message}` }),
      },
    );
  }

  return (
    <Stack gap="lg">
      <Card {...section('my-boundaries-heading')}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="my-boundaries-heading">
            Your boundaries
          </Title>
          <Text size="sm" c="dimmed">
            Only you see these. Velvet keeps anything on this list out of your couple&apos;s tasks,
            challenges and dares.
          </Text>
          {saved.length === 0 ? (
            <Text size="sm">You have not set any boundaries yet.</Text>
          ) : (
            <List size="sm" spacing={4}>
              {saved.map((boundary) => (
                <List.Item key={boundary}>
                  <span>{boundaryLabel(boundary)}</span>
                  {boundary.startsWith(CUSTOM_BOUNDARY_PREFIX) && (
                    <BoundaryKeepsOut text={boundaryLabel(boundary)} />
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Card>
      <Card {...section('add-boundaries-heading')}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="add-boundaries-heading">
            Add boundaries
          </Title>
          <BoundaryPicker
            options={HARD_BOUNDARY_OPTIONS.filter((option) => !saved.includes(option))}
            value={added}
            onChange={setAdded}
            saved={saved}
          />
        </Stack>
      </Card>
      <Card {...section('desired-level-heading')}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="desired-level-heading">
            Desired level
          </Title>
          <LevelRadios
            label="Desired level"
            description={`You can lower it, down to your starting level (${journey.startingLevel}); it is never raised here.`}
            value={desiredLevel}
            onChange={setDesiredLevel}
            min={journey.startingLevel}
            max={journey.desiredLevel}
          />
        </Stack>
      </Card>
      {notice && <NoticeAlert notice={notice} onClose={() => setNotice(null)} />}
      <Group>
        <Button onClick={save} loading={initialize.isPending} disabled={!changed}>
          Save Boundaries
        </Button>
      </Group>
    </Stack>
  );
}
