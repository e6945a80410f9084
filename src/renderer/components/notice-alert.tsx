import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/** A message about the last thing done on the page. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** Successes are polite status messages; failures are alerts. */
export function NoticeAlert({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const success = notice.tone === 'success';
  return (
    <Alert
      role={success ? 'status' : 'alert'}
      color={success ? 'teal' : 'red'}
      variant="light"
      icon={success ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}
