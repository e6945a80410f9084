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
import { useDareOptions, useGenerateDare, useJourneyProgress } from './api';
import { DareChoiceField, OWN_WORDS, type DareOptionsState } from './dare-choice-field';
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

/** The candidates' request as the choice field shows it. */
function optionsState(options: ReturnType<typeof useDareOptions>): DareOptionsState {
  if (options.isPending) return { status: 'pending' };
  if (options.isError) return { status: 'error', error: options.error };
  if (options.isSuccess) return { status: 'success', data: options.data };
  return { status: 'idle' };
}

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
  const options = useDareOptions();
  const generate = useGenerateDare();
  const [difficulty, setDifficulty] = useState<DareDifficulty | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [ownText, setOwnText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [choiceProblem, setChoiceProblem] = useState<string | null>(null);
  // A couple without a journey plays at Vanilla, as the server counts it.
  const noJourney = progress.status === 'error' && failedWith(progress.error, 404);
  let level: JourneyLevel | null = null;
  if (progress.status === 'success') level = progress.data.level;
  else if (noJourney) level = 'Vanilla';

  /** New candidates for the difficulty; the first is picked unless the sender writes their own. */
  function showOptions(of: DareDifficulty) {
    setChoice((previous) => (previous === OWN_WORDS ? previous : null));
    options.mutate(
      { body: { coupleId, receiverId, difficultyLevel: of } },
      {
        onSuccess: (offered) =>
          setChoice((previous) =>
            previous === OWN_WORDS ? previous : (offered[0]?.optionId ?? null),
          ),
      },
    );
  }

  /** What generate is sent besides the difficulty, or null when the choice is missing. */
  function chosen(): { optionId: string } | { customText: string } | null {
    if (choice === OWN_WORDS) {
      const customText = ownText.trim();
      if (!customText) setChoiceProblem(DARE_ERRORS.customEmpty);
      return customText ? { customText } : null;
    }
    if (!choice) setChoiceProblem(DARE_TEXTS.chooseDare);
    return choice ? { optionId: choice } : null;
  }

  function send() {
    generate.reset();
    if (!difficulty) {
      setProblem(DARE_TEXTS.chooseDifficulty);
      return;
    }
    const picked = chosen();
    if (!picked) return;
    // The promise: the screen closes this modal on success, unmounting the form.
    generate
      .mutateAsync({ body: { coupleId, receiverId, difficultyLevel: difficulty, ...picked } })
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
              setChoiceProblem(null);
              showOptions(next);
            }}
            error={problem}
          />
        </>
      )}
      {difficulty && (
        <DareChoiceField
          options={optionsState(options)}
          value={choice}
          onChange={(next) => {
            setChoice(next);
            setChoiceProblem(null);
          }}
          ownText={ownText}
          onOwnTextChange={(text) => {
            setOwnText(text);
            setChoiceProblem(null);
          }}
          onShowOthers={() => showOptions(difficulty)}
          error={choiceProblem}
        />
      )}
      {generate.isError && (
        <ActionError title={DARE_MESSAGES.generateFailed} error={generate.error} />
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={generate.isPending}
          disabled={progress.status === 'pending' || options.isPending}
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
          Choose how bold it is, then pick a dare or write your own. It stays hidden from your
          partner until they reveal it.
        </Text>
        {opened && <SendDareForm coupleId={coupleId} receiverId={receiverId} onSent={onSent} />}
      </Stack>
    </Modal>
  );
}
