import { useEffect, useState } from 'react';
import { Alert, Container } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { platform } from '../platform';

/** Navigation state carrying a sentence for the next screen (a page that cannot show it itself). */
export interface NoticeState {
  notice: string;
  /**
   * Sign this device out once the next screen shows. Done there, not before leaving: a
   * signed-in screen still on show when the session ends would send the visitor to /login.
   */
  signOut?: boolean;
}

export const noticeState = (notice: string, options: { signOut?: boolean } = {}): NoticeState => ({
  notice,
  ...options,
});

const isNoticeState = (state: unknown): state is NoticeState =>
  !!state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string';

/**
 * The sentence the previous screen left in the navigation state (see noticeState), as a polite
 * status message the visitor may dismiss; nothing otherwise.
 */
export function RouteNotice() {
  const { state } = useLocation();
  const notice = isNoticeState(state) ? state.notice : null;
  const signOut = isNoticeState(state) && state.signOut === true;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (signOut) void platform.logout();
  }, [signOut]);
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
