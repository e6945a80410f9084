import { useId } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { EMAIL_VERIFICATION_MESSAGES } from '@shared/domain/accounts';
import { useEmailVerified, useResendVerification } from './api';
import { errorMessage } from './error-message';
import { ACCOUNT_MESSAGES } from './messages';
import { tone } from '../../lib/tones';

/**
 * "Send the link again", with what came of it: the server's answer once sent, or its refusal
 * (too many requests in a short time) in its own words.
 */
export function ResendVerificationButton() {
  const resend = useResendVerification();
  return (
    <Stack gap={6} align="flex-start">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMailForward size={16} aria-hidden />}
        loading={resend.isPending}
        onClick={() => resend.mutate({})}
      >
        Send the link again
      </Button>
      {resend.isSuccess && (
        <Text size="sm" role="status">
          {resend.data.message}
        </Text>
      )}
      {resend.isError && (
        <Text size="sm" c={tone.dangerText} role="alert">
          {errorMessage(resend.error, ACCOUNT_MESSAGES.resendFailed)}
        </Text>
      )}
    </Stack>
  );
}

interface EmailVerificationNoticeProps {
  playerId: string;
  /** Set right after registering: the first link has just been sent to this address. */
  justSentTo?: string | null;
}

/**
 * Why couple actions wait while the player's email is unconfirmed, with the way to get a new
 * link. Shows nothing once the player's record says the email is confirmed (or until it loads).
 */
export function EmailVerificationNotice({ playerId, justSentTo }: EmailVerificationNoticeProps) {
  const emailVerified = useEmailVerified(playerId);
  const textId = useId();
  if (emailVerified !== false) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Confirm your email"
      icon={<IconMailForward aria-hidden />}
      role="region"
      aria-label="Confirm your email"
      aria-describedby={textId}
    >
      <Stack gap="sm">
        <Text size="sm" id={textId}>
          {justSentTo && <>{ACCOUNT_MESSAGES.confirmationOnItsWay(justSentTo)} </>}
          {EMAIL_VERIFICATION_MESSAGES.required}
        </Text>
        <ResendVerificationButton />
      </Stack>
    </Alert>
  );
}
