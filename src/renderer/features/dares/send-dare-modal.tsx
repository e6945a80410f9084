import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { Dare } from '@shared/api/dares';
import type { JourneyLevel } from '@shared/domain/journey';
import {
  DARE_DIFFICULTIES,
  DARE_ERRORS,
  DARE_MESSAGES,
  difficultyAllowed,
  type DareDifficulty,
} from '@shared/domain/dares';
import { ActionError } from '../../components/action-error';
import { failedWith } from '../../lib/query-client';
import { useGenerateDare, useJourneyProgress } from './api';
import { DARE_TEXTS, difficultyText } from './messages';

/**
 * The four difficulties with their points. Those above the couple's level are disabled with
 * the reason; with the level unknown (null) every one is offered and the server decides.
 */
export function DifficultyField({
  level,
  value,
  onChange,
  error,
}: {
  level: JourneyLevel | null;
  value: DareDifficulty | null;
  onChange: (difficulty: DareDifficulty) => void;
  error: string | null;
}) {
  return (
    <Radio.Group
      label="Difficulty"
      description={level ? `Your journey is at ${level}.` : undefined}
      value={value}
      onChange={(next) => onChange(next as DareDifficulty)}
      error={error ?? undefined}
      withAsterisk
    >
      <Stack gap="sm" mt="xs">
        {DARE_DIFFICULTIES.map((difficulty) => {
          const closed = level !== null && !difficultyAllowed(difficulty, level);
          return (
            <Radio
              key={difficulty}
              value={difficulty}
              disabled={closed}
              label={difficultyText(difficulty)}
              description={
                closed && level ? DARE_ERRORS.difficultyTooHigh(difficulty, level) : undefined
              }
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

const loadingLevel = (
  <Stack gap="sm" aria-busy="true" aria-label="Loading your journey level">
    {DARE_DIFFICULTIES.map((difficulty) => (
      <Skeleton key={difficulty} height={22} width="60%" />
    ))}
  </Stack>
);

function SendDareForm({
  coupleId,
  receiverId,
  onSent,
}: {
  coupleId: string;
  receiverId: string;
  onSent: (dare: Dare) => void;
}) {
  const progress = useJourneyProgress(coupleId);
  const generate = useGenerateDare();
  const [difficulty, setDifficulty] = useState<DareDifficulty | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A couple without a journey plays at Vanilla, as the server counts it.
  const noJourney = progress.status === 'error' && failedWith(progress.error, 404);
  let level: JourneyLevel | null = null;
  if (progress.status === 'success') level = progress.data.level;
  else if (noJourney) level = 'Vanilla';

  function send() {
    generate.reset();
    if (!difficulty) {
      setProblem(DARE_TEXTS.chooseDifficulty);
      return;
    }
    // The promise: the screen closes this modal on success, unmounting the form.
    generate
      .mutateAsync({ body: { coupleId, receiverId, difficultyLevel: difficulty } })
      .then(onSent, () => undefined); // a failure shows through generate.isError
  }

  return (
    <Stack gap="lg">
      {progress.status === 'pending' ? (
        loadingLevel
      ) : (
        <>
          {progress.status === 'error' && (
            <Alert role="status" color="yellow" variant="light">
              {noJourney ? DARE_TEXTS.noJourney : DARE_TEXTS.levelUnknown}
            </Alert>
          )}
          <DifficultyField
            level={level}
            value={difficulty}
            onChange={(next) => {
              setDifficulty(next);
              setProblem(null);
            }}
            error={problem}
          />
        </>
      )}
      {generate.isError && (
        <ActionError title={DARE_MESSAGES.generateFailed} error={generate.error} />
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={generate.isPending}
          disabled={progress.status === 'pending'}
          onClick={send}
        >
          Send Dare
        </Button>
      </Group>
    </Stack>
  );
}

/** "Send a Dare": the difficulty for a new dare to the partner. */
export function SendDareModal({
  opened,
  onClose,
  coupleId,
  receiverId,
  onSent,
}: {
  opened: boolean;
  onClose: () => void;
  coupleId: string;
  receiverId: string;
  onSent: (dare: Dare) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Send a Dare" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Choose how bold it is. The dare stays hidden from your partner until they reveal it.
        </Text>
        {opened && <SendDareForm coupleId={coupleId} receiverId={receiverId} onSent={onSent} />}
      </Stack>
    </Modal>
  );
}
