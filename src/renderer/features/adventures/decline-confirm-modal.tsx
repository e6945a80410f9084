import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * Declining is final, so it asks first, and offers the softer answer beside it: "Not tonight"
 * keeps the adventure and brings it back tomorrow. Cancel (or Escape) changes nothing.
 */
export function DeclineConfirmModal({
  opened,
  leadName,
  onClose,
  onDecline,
  onPostpone,
}: {
  opened: boolean;
  leadName: string;
  onClose: () => void;
  onDecline: () => void;
  onPostpone: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Decline this adventure?" centered>
      <Stack gap="md">
        <Text size="sm">
          Declining is for good: the adventure moves to Declined and {leadName} is told. If it is
          only the timing, choose Not tonight and it comes back to you tomorrow.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="default" onClick={onPostpone}>
            Not tonight
          </Button>
          <Button color="red" onClick={onDecline}>
            Decline
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
