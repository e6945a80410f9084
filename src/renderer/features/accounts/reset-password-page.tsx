import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { setNewPassword } from './api';
import { AuthLayout } from './auth-layout';
import { passwordFieldProps } from './field-props';
import { focusFirstError } from './focus-first-error';
import { RESET_REDIRECT_MS } from './messages';
import { resetFailureMessage } from './reset-failure-message';
import { resetPasswordBody } from '../../lib/form-fields';
import { schemaResolver, withConfirmation } from '../../lib/schema-resolver';
import type { z } from 'zod';
import { PASSWORD_MESSAGES } from '@shared/domain/accounts';

/** The contract's new password, typed twice; the link brings the rest of the request. */
const resetPasswordForm = withConfirmation(resetPasswordBody.pick({ newPassword: true }));
type NewPasswordValues = z.input<typeof resetPasswordForm>;

/** /reset-password: chooses a new password with the token and email from the emailed link. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const linkComplete = token !== '' && email !== '';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const form = useForm<NewPasswordValues>({
    name: 'reset-password',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordForm),
  });

  useEffect(() => {
    if (success === null) return;
    const timer = window.setTimeout(
      () => navigate(paths.login.getHref(), { replace: true }),
      RESET_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [success, navigate]);

  async function submit({ newPassword }: NewPasswordValues) {
    setError(null);
    try {
      const reply = await setNewPassword({ token, email, newPassword });
      setSuccess(reply.message || 'Your password has been reset.');
    } catch (failure) {
      setError(resetFailureMessage(failure));
    }
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="Pick something only you know.">
      {!linkComplete && (
        <Alert color="yellow" icon={<IconLinkOff aria-hidden />} title="This link is incomplete">
          The reset link is missing its {token ? 'email address' : 'reset token'}, so the password
          cannot be changed. Open the link from your email again, or{' '}
          <Anchor component={Link} to={paths.login.getHref()} inherit fw={600}>
            request a new one from the sign-in page
          </Anchor>
          .
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit(submit, focusFirstError(form))}>
        <Stack>
          {error && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {error}
            </Alert>
          )}
          {success && (
            <Alert color="green" role="status" icon={<IconCircleCheck aria-hidden />}>
              {success} Taking you to sign in…
            </Alert>
          )}
          <TextInput label="Email" type="email" value={email} disabled readOnly />
          <PasswordInput
            label="New password"
            required
            autoComplete="new-password"
            description={PASSWORD_MESSAGES.hint}
            disabled={success !== null}
            {...passwordFieldProps}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm password"
            required
            autoComplete="new-password"
            disabled={success !== null}
            {...passwordFieldProps}
            {...form.getInputProps('confirmPassword')}
          />
          <Button
            type="submit"
            fullWidth
            loading={form.submitting}
            disabled={!linkComplete || success !== null}
          >
            Reset Password
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.login.getHref()} fw={600}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
