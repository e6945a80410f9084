import { useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { FailureAlert } from './failure-alert';

/**
 * A failed load, said in `title`, with a Retry button (and any further actions beside it).
 * Each retry mounts a new alert, so a failure that comes back at once is announced afresh.
 */
export function RetryAlert({
  title,
  onRetry,
  children,
}: {
  title: ReactNode;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <FailureAlert key={attempt} title={title}>
      <Group gap="xs">
        <Button
          size="xs"
          variant="white"
          color="red.9"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => {
            setAttempt((n) => n + 1);
            onRetry();
          }}
        >
          Retry
        </Button>
        {children}
      </Group>
    </FailureAlert>
  );
}
