import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { NoticeAlert, type Notice } from '../../components/notice-alert';
import { ApiError } from '../../lib/api-error';
import { changePasswordBody } from '../../lib/form-fields';
import { schemaResolver, withConfirmation } from '../../lib/schema-resolver';
import { useChangePassword } from './api';
import { ACCOUNT_MESSAGES } from './messages';
import { PASSWORD_MESSAGES } from '@shared/domain/accounts';

/** The contract's request with the new password typed twice. */
const changePasswordForm = withConfirmation(changePasswordBody);
type PasswordValues = z.input<typeof changePasswordForm>;

const fieldProps = {
  errorProps: { role: 'alert' },
  withAsterisk: false,
  visibilityToggleFocusable: true,
  required: true,
} as const;

/**
 * A new password while signed in. The server ends every other session (docs/accounts.md); this
 * device keeps going with the fresh token the answer brings.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<PasswordValues>({
    name: 'change-password',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(changePasswordForm),
  });

  async function submit(values: PasswordValues) {
    setNotice(null);
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      form.reset();
      setNotice({ tone: 'success', text: ACCOUNT_MESSAGES.passwordChanged });
    } catch (failure) {
      // A wrong current password (403) or a new one the server refuses (400) is the field's.
      if (failure instanceof ApiError && failure.status === 403)
        form.setFieldError('currentPassword', failure.message);
      else if (failure instanceof ApiError && failure.status === 400)
        form.setFieldError('newPassword', failure.message);
      else
        setNotice({
          tone: 'error',
          text:
            failure instanceof ApiError ? failure.message : ACCOUNT_MESSAGES.passwordChangeFailed,
        });
    }
  }

  const firstError = (errors: FormErrors) => {
    const first = Object.keys(errors).find((path) => errors[path]);
    if (first) form.getInputNode(first as keyof PasswordValues)?.focus();
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, firstError)} aria-label="Change password">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Your other devices are signed out when the password changes; this one stays signed in.
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...fieldProps}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description={PASSWORD_MESSAGES.hint}
          autoComplete="new-password"
          {...fieldProps}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...fieldProps}
          {...form.getInputProps('confirmPassword')}
        />
        {notice && <NoticeAlert notice={notice} onClose={() => setNotice(null)} />}
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
