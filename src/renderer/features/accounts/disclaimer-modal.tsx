import { useState } from 'react';
import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { recordDisclaimerAgreement } from './api';
import { ACCOUNT_MESSAGES } from './messages';

interface DisclaimerModalProps {
  opened: boolean;
  /** The email being registered; the server logs the agreement against it. */
  email: string;
  /** Runs once the agreement is recorded (creates the account); the button waits for it. */
  onAgreed: () => Promise<void>;
  onCancel: () => void;
}

/**
 * "Disclaimer", the second registration step. Mount it afresh (new `key`) for each
 * registration attempt.
 */
export function DisclaimerModal({ opened, email, onAgreed, onCancel }: DisclaimerModalProps) {
  const [agreed, setAgreed] = useState(false);
  const [notTicked, setNotTicked] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function handleAgree() {
    if (!agreed) {
      setNotTicked(true);
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await recordDisclaimerAgreement({ email, agreed: true });
    } catch {
      setFailed(true);
      setBusy(false);
      return;
    }
    try {
      await onAgreed();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Disclaimer"
      closeOnEscape={!busy}
      // As in the age modal: only Cancel, the close button and Escape leave the step.
      closeOnClickOutside={false}
    >
      <Stack>
        <Text size="sm">Before you create your account, please read and accept the following:</Text>
        <List size="sm" spacing={6}>
          <List.Item>Velvet is for adults aged 18 and over only.</List.Item>
          <List.Item>
            Everything in Velvet is optional. Only ever do what you and your partner freely and
            enthusiastically consent to, and either of you may stop at any time.
          </List.Item>
          <List.Item>
            Velvet offers suggestions for entertainment. It is not medical, psychological or
            relationship advice, and you are responsible for your own choices and safety.
          </List.Item>
        </List>
        <Checkbox
          label="I have read and agree to the disclaimer"
          checked={agreed}
          disabled={busy}
          onChange={(event) => {
            setAgreed(event.currentTarget.checked);
            setNotTicked(false);
          }}
          error={notTicked ? <span role="alert">{ACCOUNT_MESSAGES.mustAgree}</span> : undefined}
          data-autofocus
        />
        {failed && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {ACCOUNT_MESSAGES.disclaimerFailed}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={handleAgree} loading={busy}>
            I Agree
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
