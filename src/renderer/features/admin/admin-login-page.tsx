import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { emailField, signInPassword } from '../../lib/form-fields';
import { z } from 'zod';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { adminLogin, failureReason } from './admin-api';
import { AdminLoading } from './admin-loading';
import { useAdminSession } from './admin-session';
import { schemaResolver } from '../../lib/schema-resolver';
import { tone } from '../../lib/tones';

/** Where to go after signing in: the admin page that sent the visitor here, else the dashboard. */
export function afterLoginTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (
    typeof from === 'string' &&
    from.startsWith('/admin/') &&
    !from.startsWith(paths.adminLogin.path)
  )
    return from;
  return paths.adminDashboard.getHref();
}

/** What the server checks of a staff sign-in. */
const adminSignIn = z.object({ email: emailField, password: signInPassword });

/** /admin/login: staff sign in with email and password. */
export function AdminLoginPage() {
  const session = useAdminSession();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    name: 'admin-sign-in',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(adminSignIn),
    // What is sent is what the schema made of the fields: the email trimmed.
    transformValues: (values) => adminSignIn.parse(values),
  });

  if (session.status === 'loading') return <AdminLoading />;
  // Signing in changes the session, which brings the visitor on from here.
  if (session.status === 'signedIn')
    return <Navigate to={afterLoginTarget(location.state)} replace />;

  const { email, password } = form.getValues();
  const ready = email.trim() !== '' && password !== '';

  async function signIn(values: z.output<typeof adminSignIn>) {
    setError(null);
    try {
      await adminLogin(values);
    } catch (failure) {
      setError(failureReason(failure));
    }
  }

  return (
    <Center component="main" mih="100dvh" px="sm" py="xl" bg={tone.mutedSurface}>
      <Paper withBorder shadow="md" w="100%" maw={420} p={{ base: 'md', xs: 'xl' }}>
        <form noValidate onSubmit={form.onSubmit(signIn)}>
          <Stack gap="lg">
            <Stack gap={4} ta="center">
              <Title order={1} size="h2">
                Velvet Admin
              </Title>
              <Text size="sm" c="dimmed">
                Sign in to the administration panel.
              </Text>
            </Stack>
            {error && (
              <Alert
                role="alert"
                color="red"
                variant="light"
                title="Login Error"
                icon={<IconAlertCircle aria-hidden />}
              >
                {error}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              required
              withAsterisk={false}
              autoComplete="username"
              errorProps={{ role: 'alert' }}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              required
              withAsterisk={false}
              visibilityToggleFocusable
              autoComplete="current-password"
              errorProps={{ role: 'alert' }}
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth disabled={!ready || form.submitting}>
              {form.submitting ? 'Signing in...' : 'Sign in'}
            </Button>
            <Anchor component={Link} to={paths.landing.getHref()} size="sm" ta="center">
              Back to Velvet
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
