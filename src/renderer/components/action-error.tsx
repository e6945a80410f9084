import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-error';

/** The server's reason, when it gives one a player can act on (a refusal, or no connection). */
export function reasonOf(error: unknown): string | null {
  return error instanceof ApiError && error.status < 500 ? error.message : null;
}

/** A failed step: the fixed title, then the server's reason when it explains. */
export function ActionError({ title, error }: { title: string; error: unknown }) {
  const reason = reasonOf(error);
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden />}
      title={title}
    >
      {reason && <Text size="sm">{reason}</Text>}
    </Alert>
  );
}
