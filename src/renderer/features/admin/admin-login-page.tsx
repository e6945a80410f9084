import { useState, type FormEvent } from 'react';
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
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { adminLogin, failureReason } from './admin-api';
import { AdminLoading } from './admin-loading';
import { useAdminSession } from './admin-session';
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

/** /admin/login: staff sign in with email and password. */
export function AdminLoginPage() {
  const session = useAdminSession();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (session.status === 'loading') return <AdminLoading />;
  // Signing in changes the session, which brings the visitor on from here.
  if (session.status === 'signedIn')
    return <Navigate to={afterLoginTarget(location.state)} replace />;

  const ready = email.trim() !== '' && password !== '';

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await adminLogin({ email: email.trim(), password });
    } catch (failure) {
      setError(failureReason(failure));
      setSubmitting(false);
    }
  }

  return (
    <Center component="main" mih="100dvh" px="sm" py="xl" bg={tone.mutedSurface}>
      <Paper withBorder shadow="md" w="100%" maw={420} p={{ base: 'md', xs: 'xl' }}>
        <form noValidate onSubmit={signIn}>
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
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              required
              withAsterisk={false}
              visibilityToggleFocusable
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" fullWidth disabled={!ready || submitting}>
              {submitting ? 'Signing in...' : 'Sign in'}
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
