import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { SystemUser } from '@shared/api/admin';
import type { AdminRole } from '@shared/api/define';
import { failureReason } from './admin-api';
import { useUpdateSystemUser } from './api';
import { ADMIN_MESSAGES } from './messages';
import { ROLE_LABELS, type StaffViewer } from './roles';
import { SystemUsersTable, type StaffChanges } from './system-users-table';

type Change = { role: AdminRole } | { isActive: boolean };

/** The outcome of the last change, kept until the next one or until dismissed. */
type StaffChangeFeedback =
  { tone: 'success'; text: string } | { tone: 'error'; name: string; reason: string };

function successText(user: SystemUser, change: Change): string {
  if ('role' in change)
    return ADMIN_MESSAGES.roleChanged(user.displayName, ROLE_LABELS[change.role]);
  return change.isActive
    ? ADMIN_MESSAGES.reactivated(user.displayName)
    : ADMIN_MESSAGES.deactivated(user.displayName);
}

/**
 * The System Users table with its changes saved: the role select and active switch of each row
 * an Admin or SuperAdmin may change, a confirmation before deactivating, and the outcome above
 * the table. Rows show the saved state until the server answers (no optimistic change), so a
 * failed change leaves every row as it was and says why.
 */
export function ManagedSystemUsers({
  users,
  viewer,
}: {
  users: SystemUser[];
  viewer: StaffViewer;
}) {
  const [feedback, setFeedback] = useState<StaffChangeFeedback | null>(null);
  const { changes, confirmation } = useStaffChanges(viewer, setFeedback);
  return (
    <Stack gap="md">
      <StaffChangeMessage feedback={feedback} onClose={() => setFeedback(null)} />
      <SystemUsersTable users={users} changes={changes} />
      {confirmation}
    </Stack>
  );
}

function useStaffChanges(
  viewer: StaffViewer,
  setFeedback: (feedback: StaffChangeFeedback | null) => void,
) {
  const update = useUpdateSystemUser();
  // Kept while the dialog closes, so its text does not vanish mid-animation.
  const [confirming, setConfirming] = useState<{ user: SystemUser; open: boolean } | null>(null);
  const closeConfirmation = () => setConfirming((shown) => shown && { ...shown, open: false });

  function save(user: SystemUser, change: Change) {
    setFeedback(null);
    update.mutate(
      { params: { id: user.id }, body: change },
      {
        onSuccess: () => setFeedback({ tone: 'success', text: successText(user, change) }),
        onError: (error) =>
          setFeedback({ tone: 'error', name: user.displayName, reason: failureReason(error) }),
      },
    );
  }

  const changes: StaffChanges = {
    viewer,
    savingId: update.isPending ? (update.variables?.params?.id ?? null) : null,
    onRoleChange: (user, role) => save(user, { role }),
    onActiveChange: (user, isActive) => {
      if (isActive) save(user, { isActive });
      else setConfirming({ user, open: true });
    },
  };

  const name = confirming?.user.displayName ?? '';
  const confirmation = (
    <Modal
      opened={confirming?.open ?? false}
      onClose={closeConfirmation}
      title={ADMIN_MESSAGES.confirmDeactivateTitle(name)}
      centered
    >
      <Stack gap="lg">
        <Text>{ADMIN_MESSAGES.confirmDeactivate(name)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={closeConfirmation}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              closeConfirmation();
              if (confirming) save(confirming.user, { isActive: false });
            }}
          >
            {ADMIN_MESSAGES.deactivate}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { changes, confirmation };
}

/** The last change's outcome above the table: a status on success, an alert on failure. */
function StaffChangeMessage({
  feedback,
  onClose,
}: {
  feedback: StaffChangeFeedback | null;
  onClose: () => void;
}) {
  if (!feedback) return null;
  if (feedback.tone === 'success') {
    return (
      <Alert
        role="status"
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        withCloseButton
        closeButtonLabel="Dismiss"
        onClose={onClose}
      >
        {feedback.text}
      </Alert>
    );
  }
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={ADMIN_MESSAGES.changeFailed(feedback.name)}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {feedback.reason} {ADMIN_MESSAGES.nothingChanged}
    </Alert>
  );
}
