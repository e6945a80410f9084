import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { requestPasswordReset } from './api';
import { fieldProps } from './field-props';
import { schemaResolver } from '../../lib/schema-resolver';
import { resetLinkForm } from './field-rules';
import { focusFirstError } from './focus-first-error';
import { ACCOUNT_MESSAGES, FORGOT_PASSWORD_CLOSE_MS } from './messages';

interface ForgotPasswordModalProps {
  opened: boolean;
  /** What the sign-in form already holds, so it need not be typed twice. */
  initialEmail: string;
  onClose: () => void;
}

/**
 * "Reset your password": asks for a reset link by email. Mount it afresh (new `key`) for each
 * opening so every request starts clean.
 */
export function ForgotPasswordModal({ opened, initialEmail, onClose }: ForgotPasswordModalProps) {
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const form = useForm({
    name: 'forgot-password',
    initialValues: { email: initialEmail },
    validate: schemaResolver(resetLinkForm),
  });
  const sent = outcome === 'sent';
  const closeAfterSending = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(closeAfterSending, FORGOT_PASSWORD_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  async function sendLink({ email }: { email: string }) {
    setOutcome(null);
    try {
      await requestPasswordReset({ email });
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Reset your password"
      closeOnEscape={!form.submitting}
      closeOnClickOutside={!form.submitting}
    >
      <form noValidate onSubmit={form.onSubmit(sendLink, focusFirstError(form))}>
        <Stack>
          <Text size="sm" c="dimmed">
            Enter the email you signed up with and we will send you a link to choose a new password.
          </Text>
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            data-autofocus
            readOnly={sent}
            {...fieldProps}
            {...form.getInputProps('email')}
          />
          {outcome === 'sent' && (
            <Alert color="green" role="status" icon={<IconCircleCheck aria-hidden />}>
              {ACCOUNT_MESSAGES.resetLinkSent}
            </Alert>
          )}
          {outcome === 'failed' && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {ACCOUNT_MESSAGES.resetLinkFailed}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting} disabled={sent}>
              Send Reset Link
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
