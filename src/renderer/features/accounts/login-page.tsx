import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { platform } from '../../platform';
import { AuthLayout } from './auth-layout';
import { errorMessage } from './error-message';
import { fieldProps, passwordFieldProps } from './field-props';
import { schemaResolver } from '../../lib/schema-resolver';
import { signInForm } from './field-rules';
import { focusFirstError } from './focus-first-error';
import { ACCOUNT_MESSAGES } from './messages';
import { redirectTarget } from './redirect-target';

// Fetched the first time someone asks for a reset link: the sign-in page paints without it.
const ForgotPasswordModal = lazy(() =>
  import('./forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);
// Only the desktop app names its server; a browser never downloads this line.
const ServerAddressLine = lazy(() =>
  import('./server-address-line').then((m) => ({ default: m.ServerAddressLine })),
);

interface LoginValues {
  email: string;
  password: string;
}

/** /login: email and password, with the forgot-password modal and a way to register. */
export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);
  const [error, setError] = useState<string | null>(null);
  // Each opening of the modal gets a fresh instance (see ForgotPasswordModal).
  const [forgot, setForgot] = useState({ opened: false, key: 0 });

  const form = useForm<LoginValues>({
    name: 'login',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(signInForm),
  });

  if (session) return <Navigate to={target} replace />;

  // Why the desktop app signed the player out on its own, e.g. an unreadable saved sign-in.
  const notice = platform.signInNotice?.() ?? null;

  async function signIn(values: LoginValues) {
    setError(null);
    try {
      await platform.login({ email: values.email, password: values.password });
      navigate(target, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, ACCOUNT_MESSAGES.loginFailed));
    }
  }

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to continue your journey together.">
      {notice && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
          {notice}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit(signIn, focusFirstError(form))}>
        <Stack>
          {error && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {error}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...fieldProps}
            {...form.getInputProps('email')}
          />
          <Stack gap={4}>
            <PasswordInput
              label="Password"
              required
              autoComplete="current-password"
              {...passwordFieldProps}
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setForgot((f) => ({ opened: true, key: f.key + 1 }))}
              >
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" fullWidth loading={form.submitting}>
            Sign In
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        New to Velvet?{' '}
        <Anchor component={Link} to={paths.register.getHref()} fw={600}>
          Create an account
        </Anchor>
      </Text>
      {platform.serverAddress && (
        <Suspense fallback={null}>
          <ServerAddressLine setting={platform.serverAddress} />
        </Suspense>
      )}
      {forgot.key > 0 && (
        <Suspense fallback={null}>
          <ForgotPasswordModal
            key={forgot.key}
            opened={forgot.opened}
            initialEmail={form.values.email}
            onClose={() => setForgot((f) => ({ ...f, opened: false }))}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
