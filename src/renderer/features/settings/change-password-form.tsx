import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { PASSWORD_MAX_LENGTH } from '@shared/domain/accounts';
import { newPasswordProblem } from '@shared/domain/password-rule';
import { NoticeAlert, type Notice } from '../../components/notice-alert';
import { ApiError } from '../../lib/api-error';
import { useChangePassword } from './api';
import { ACCOUNT_MESSAGES } from './messages';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Each problem on the field it is about: the mismatch on the confirmation, the rest on the new one. */
function passwordErrors(values: PasswordValues): FormErrors {
  if (!values.currentPassword) return { currentPassword: ACCOUNT_MESSAGES.currentRequired };
  const problem = newPasswordProblem(values.newPassword, values.confirmPassword);
  if (problem && values.newPassword !== values.confirmPassword) return { confirmPassword: problem };
  if (problem) return { newPassword: problem };
  if (values.newPassword.length > PASSWORD_MAX_LENGTH)
    return { newPassword: 'Password is too long.' };
  return {};
}

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
    validate: passwordErrors,
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
          description="At least 6 characters."
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
