import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface DeleteModalProps {
  opened: boolean;
  title: string;
  question: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before deleting, naming the record. */
export function DeleteModal({ opened, title, question, onConfirm, onClose }: DeleteModalProps) {
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        <Text>{question}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={deleting}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
