import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { PlanChange } from './plan-change';

interface PlanConfirmModalProps {
  /** The change being asked about; the dialog is closed while null. */
  change: PlanChange | null;
  /** True while the change is being made. */
  working: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before a plan changes: the plan, its price and what changes for the couple. Cancel,
 * Escape and the close button leave the plan as it was; focus starts on Cancel.
 */
export function PlanConfirmModal({ change, working, onConfirm, onCancel }: PlanConfirmModalProps) {
  return (
    <Modal
      opened={change !== null}
      onClose={onCancel}
      title={change?.title}
      centered
      closeOnEscape={!working}
      closeOnClickOutside={!working}
      withCloseButton={!working}
    >
      {change && (
        <Stack gap="md">
          <Text fw={700}>{change.price}</Text>
          <List size="sm" spacing={6} aria-label="What changes">
            {change.changes.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={working} data-autofocus>
              Cancel
            </Button>
            <Button onClick={onConfirm} loading={working}>
              Confirm
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
