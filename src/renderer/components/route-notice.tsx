import { useState } from 'react';
import { Alert, Container } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';

/** Navigation state carrying a sentence for the next screen (a page that cannot show it itself). */
export interface NoticeState {
  notice: string;
}

export const noticeState = (notice: string): NoticeState => ({ notice });

const noticeOf = (state: unknown): string | null =>
  state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;

/**
 * The sentence the previous screen left in the navigation state (see noticeState), as a polite
 * status message the visitor may dismiss; nothing otherwise.
 */
export function RouteNotice() {
  const notice = noticeOf(useLocation().state);
  const [dismissed, setDismissed] = useState(false);
  if (!notice || dismissed) return null;
  return (
    <Container size="md" pt="lg">
      <Alert
        role="status"
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        withCloseButton
        closeButtonLabel="Dismiss"
        onClose={() => setDismissed(true)}
      >
        {notice}
      </Alert>
    </Container>
  );
}
