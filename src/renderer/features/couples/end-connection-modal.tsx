import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface EndConnectionModalProps {
  opened: boolean;
  partnerName: string;
  /** True while the connection is being ended. */
  working: boolean;
  error: string | null;
  /** What becomes of the couple's plan, in one sentence; null until it is known. */
  planLine?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before ending the couple: what each partner keeps (the plan too) and what both lose. */
export function EndConnectionModal({
  opened,
  partnerName,
  working,
  error,
  planLine = null,
  onConfirm,
  onClose,
}: EndConnectionModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="End your connection?"
      centered
      closeOnEscape={!working}
      closeOnClickOutside={!working}
      withCloseButton={!working}
    >
      <Stack gap="md">
        <Text size="sm">
          You are about to end your connection with <strong>{partnerName}</strong>.
        </Text>
        <List size="sm" spacing={6}>
          <List.Item>Each of you keeps your own survey answers.</List.Item>
          <List.Item>
            The couple&apos;s shared data (results, summary, adventures and dares) is removed from
            both of your views.
          </List.Item>
          {planLine && <List.Item>{planLine}</List.Item>}
          <List.Item>You can invite a partner again at any time.</List.Item>
        </List>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={working} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={working}>
            End Connection
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
