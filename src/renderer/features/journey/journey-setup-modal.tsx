import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  HARD_BOUNDARY_OPTIONS,
  LEVEL_HINT,
  levelRank,
  type JourneyLevel,
} from '@shared/domain/journey';
import { BoundaryPicker } from './boundary-picker';
import { LevelRadios } from './level-radios';
import { JOURNEY_MESSAGES } from './messages';

export interface JourneySetup {
  startingLevel: JourneyLevel;
  desiredLevel: JourneyLevel;
  hardBoundaries: string[];
}

interface JourneySetupModalProps {
  opened: boolean;
  onClose: () => void;
  /** Saves the setup; the modal closes once it resolves and keeps what was entered if not. */
  onSave: (setup: JourneySetup) => Promise<unknown>;
}

function SetupSteps({ onClose, onSave }: Omit<JourneySetupModalProps, 'opened'>) {
  const [step, setStep] = useState<1 | 2>(1);
  const [startingLevel, setStartingLevel] = useState<JourneyLevel>('Vanilla');
  const [desiredLevel, setDesiredLevel] = useState<JourneyLevel>('Playful');
  const [boundaries, setBoundaries] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const tooLow = levelRank(desiredLevel) < levelRank(startingLevel);

  async function save() {
    setSaving(true);
    setFailed(false);
    try {
      await onSave({ startingLevel, desiredLevel, hardBoundaries: boundaries });
      onClose();
    } catch {
      setFailed(true);
      setSaving(false);
    }
  }

  const skip = (
    <Button variant="subtle" color="gray" onClick={onClose} disabled={saving}>
      Skip for Now
    </Button>
  );

  if (step === 1) {
    return (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Step 1 of 2: where you start and where you would like to go.
        </Text>
        <Text size="sm">{LEVEL_HINT}</Text>
        <LevelRadios label="Starting level" value={startingLevel} onChange={setStartingLevel} />
        <LevelRadios
          label="Desired level"
          value={desiredLevel}
          onChange={setDesiredLevel}
          min={startingLevel}
          error={tooLow ? JOURNEY_MESSAGES.desiredBelowStarting : null}
        />
        <Group justify="space-between" gap="sm">
          {skip}
          <Button onClick={() => !tooLow && setStep(2)} aria-disabled={tooLow}>
            Next
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Step 2 of 2: your hard boundaries. Only you see them; your partner never does.
      </Text>
      <BoundaryPicker options={HARD_BOUNDARY_OPTIONS} value={boundaries} onChange={setBoundaries} />
      {failed && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {JOURNEY_MESSAGES.initializeFailed}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={() => setStep(1)} disabled={saving}>
          Back
        </Button>
        <Group gap="sm">
          {skip}
          <Button onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The two-step journey setup: the levels, then the hard boundaries. */
export function JourneySetupModal({ opened, onClose, onSave }: JourneySetupModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Start Your Journey" centered size="lg">
      <SetupSteps onClose={onClose} onSave={onSave} />
    </Modal>
  );
}
