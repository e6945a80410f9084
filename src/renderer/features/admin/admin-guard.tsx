import type { ReactNode } from 'react';
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import type { AdminRole } from '@shared/api/define';
import { paths } from '../../config/paths';
import { AdminLoading } from './admin-loading';
import { useAdminSession } from './admin-session';
import { ADMIN_MESSAGES } from './messages';
import { tone } from '../../lib/tones';

interface AdminGuardProps {
  /** The lowest role allowed in; any signed-in staff member when left out. */
  minRole?: AdminRole;
  /** The protected page; the matched child route when left out. */
  children?: ReactNode;
}

/** Admin pages: a spinner while the session is read, sign-in when there is none, then the role. */
export function AdminGuard({ minRole, children }: AdminGuardProps) {
  const session = useAdminSession();
  const location = useLocation();

  if (session.status === 'loading') return <AdminLoading />;
  if (session.status === 'signedOut') {
    return (
      <Navigate
        to={paths.adminLogin.getHref()}
        replace
        state={{ from: location.pathname + location.search }}
      />
    );
  }
  if (minRole !== undefined && session.user.role < minRole) return <AccessDenied />;
  return children ?? <Outlet />;
}

function AccessDenied() {
  return (
    <Center component="main" mih="100dvh" px="sm">
      <Paper withBorder shadow="sm" p="xl" maw={480}>
        <Stack gap="sm" ta="center">
          <Title order={1} size="h2" c={tone.dangerText}>
            {ADMIN_MESSAGES.accessDenied}
          </Title>
          <Text>{ADMIN_MESSAGES.accessDeniedDetail}</Text>
          <Anchor component={Link} to={paths.adminDashboard.getHref()} fw={600}>
            Back to Dashboard
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
