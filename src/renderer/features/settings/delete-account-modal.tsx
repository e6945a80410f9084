import { useState } from 'react';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES } from './messages';

interface DeleteAccountModalProps {
  opened: boolean;
  /** True while the account is being deleted. */
  working: boolean;
  error: string | null;
  /** What becomes of the plan, in one sentence; null until it is known. */
  planLine?: string | null;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** Asks for the password before deleting the account, and says what goes and what stays. */
export function DeleteAccountModal({
  opened,
  working,
  error,
  planLine = null,
  onConfirm,
  onClose,
}: DeleteAccountModalProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  function close() {
    setPassword('');
    setMissing(false);
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Delete your account?"
      centered
      closeOnEscape={!working}
      closeOnClickOutside={!working}
      withCloseButton={!working}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!password) return setMissing(true);
          onConfirm(password);
        }}
      >
        <Stack gap="md">
          <Text size="sm">This cannot be undone.</Text>
          <List size="sm" spacing={6}>
            <List.Item>
              Your profile, survey answers, preferences, boundaries, play and notifications are
              deleted.
            </List.Item>
            <List.Item>
              Your connection with your partner ends; they are told and keep their own answers.
            </List.Item>
            {planLine && <List.Item>{planLine}</List.Item>}
            <List.Item>
              Your 18+ confirmation and disclaimer agreement are kept, as the law requires.
            </List.Item>
            <List.Item>You are signed out everywhere.</List.Item>
          </List>
          <PasswordInput
            label="Password"
            description="Enter your password to confirm."
            autoComplete="current-password"
            required
            withAsterisk={false}
            visibilityToggleFocusable
            data-autofocus
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? ACCOUNT_MESSAGES.passwordRequired : undefined}
            errorProps={{ role: 'alert' }}
            disabled={working}
          />
          {error && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={working}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={working}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
