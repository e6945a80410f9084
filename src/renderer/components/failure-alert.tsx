import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * Something the player tried did not work: a red alert, announced at once by screen readers.
 * `title` says what failed; `children` add the reason or the way on.
 */
export function FailureAlert({ title, children }: { title?: ReactNode; children?: ReactNode }) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden />}
      title={title}
    >
      {children}
    </Alert>
  );
}
