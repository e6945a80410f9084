import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { MINIMUM_AGE } from '@shared/domain/accounts';
import { recordAgeAnswer } from './api';
import { fieldProps } from './field-props';
import { ACCOUNT_MESSAGES } from './messages';

type AgeAnswer = 'adult' | 'minor';

interface AgeVerificationModalProps {
  opened: boolean;
  /** The email being registered; the server logs the answer against it. */
  email: string;
  /** Set once the visitor said they are under 18: registration stays blocked. */
  underage: boolean;
  onUnderage: () => void;
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * "Age verification", the first registration step. Both answers are logged by the server for
 * compliance. Mount it afresh (new `key`) for each registration attempt.
 */
export function AgeVerificationModal({
  opened,
  email,
  underage,
  onUnderage,
  onConfirmed,
  onCancel,
}: AgeVerificationModalProps) {
  const [answer, setAnswer] = useState<AgeAnswer | null>(null);
  const [missingAnswer, setMissingAnswer] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function handleContinue() {
    if (!answer) {
      setMissingAnswer(true);
      return;
    }
    setBusy(true);
    setFailed(false);
    if (answer === 'minor') {
      try {
        await recordAgeAnswer({ email, isAge18Plus: false });
      } catch {
        // The block does not depend on the compliance log being written.
      }
      setBusy(false);
      onUnderage();
      return;
    }
    try {
      const result = await recordAgeAnswer({ email, isAge18Plus: true });
      if (!result.verified) throw new Error(result.message);
      onConfirmed();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Age verification"
      closeOnEscape={!busy}
      // A click beside the dialog (the second click of a double click on Create Account lands
      // there) must not cancel registration: Cancel, the close button and Escape do.
      closeOnClickOutside={false}
    >
      <Stack>
        <Text size="sm">
          Velvet is for adults only. You must be {MINIMUM_AGE} or older to create an account.
        </Text>
        <Radio.Group
          label="How old are you?"
          required
          value={answer}
          onChange={(value) => {
            setAnswer(value as AgeAnswer);
            setMissingAnswer(false);
          }}
          error={missingAnswer ? ACCOUNT_MESSAGES.confirmAge : undefined}
          readOnly={underage || busy}
          {...fieldProps}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="adult" label="I am 18 or older" data-autofocus />
            <Radio value="minor" label="I am under 18" />
          </Stack>
        </Radio.Group>
        {underage && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {ACCOUNT_MESSAGES.underage}
          </Alert>
        )}
        {failed && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {ACCOUNT_MESSAGES.ageVerificationFailed}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={handleContinue} loading={busy} disabled={underage}>
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
