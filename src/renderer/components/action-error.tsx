import { Text } from '@mantine/core';
import { ApiError } from '../lib/api-error';
import { FailureAlert } from './failure-alert';

/** The server's reason, when it gives one a player can act on (a refusal, or no connection). */
export function reasonOf(error: unknown): string | null {
  return error instanceof ApiError && error.status < 500 ? error.message : null;
}

/** A failed step: the fixed title, then the server's reason when it explains. */
export function ActionError({ title, error }: { title: string; error: unknown }) {
  const reason = reasonOf(error);
  return <FailureAlert title={title}>{reason && <Text size="sm">{reason}</Text>}</FailureAlert>;
}
