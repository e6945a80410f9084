import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Collapse,
  Container,
  Group,
  Loader,
  Stack,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconDatabase, IconRefresh, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import * as admin from '@shared/api/admin';
import type { AdminRole } from '@shared/api/define';
import { RetryAlert } from '../../components/retry-alert';
import { paths } from '../../config/paths';
import { adminCall } from './admin-api';
import { AdminHeader } from './admin-header';
import { useAdminUser } from './admin-session';
import { CreateUserForm } from './create-user-form';
import { ADMIN_MESSAGES } from './messages';
import { PAGE_SIZES } from './pagination';
import { Pager } from './pager';
import { SystemUsersTable } from './system-users-table';
import { useAdminLoad } from './use-admin-load';

/** How long the create-user panel stays open after a success (spec: 2 s). */
export const CREATE_USER_CLOSE_MS = 2000;

/** /admin/dashboard: the staff list, and creating staff. */
export function AdminDashboardPage() {
  const user = useAdminUser();
  const [page, setPage] = useState(1);
  const users = useAdminLoad(String(page), (signal) =>
    adminCall(admin.listSystemUsers, { query: { page, pageSize: PAGE_SIZES.users }, signal }),
  );

  return (
    <Box mih="100dvh" bg="gray.0">
      <AdminHeader
        title="Admin Dashboard"
        subtitle={`Welcome, ${user.displayName}`}
        actions={
          <Button
            component={Link}
            to={paths.adminDataTools.getHref()}
            leftSection={<IconDatabase size={16} aria-hidden />}
          >
            Data Tools
          </Button>
        }
      />
      <Container component="main" size="lg" py="lg">
        <Stack gap="lg">
          <CreateUserPanel currentRole={user.role} onCreated={users.reload} />
          <Card withBorder component="section" aria-labelledby="system-users-title">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} size="h4" id="system-users-title">
                  System Users
                </Title>
                <Button
                  variant="default"
                  size="sm"
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={users.reload}
                >
                  Refresh
                </Button>
              </Group>
              {users.status === 'loading' && (
                <Center py="lg">
                  <Loader role="status" aria-label="Loading users" />
                </Center>
              )}
              {users.status === 'error' && (
                <RetryAlert title={ADMIN_MESSAGES.loadUsersFailed} onRetry={users.reload} />
              )}
              {users.status === 'success' && (
                <>
                  <SystemUsersTable users={users.data.users} />
                  <Pager pagination={users.data.pagination} onPageChange={setPage} />
                </>
              )}
            </Stack>
          </Card>
        </Stack>
      </Container>
    </Box>
  );
}

interface CreateUserPanelProps {
  currentRole: AdminRole;
  onCreated: () => void;
}

/** The collapsible 'Create New System User' form; it closes itself 2 s after a success. */
function CreateUserPanel({ currentRole, onCreated }: CreateUserPanelProps) {
  const [opened, setOpened] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function toggle() {
    clearTimeout(closeTimer.current);
    setCreated(null);
    setOpened((open) => !open);
  }

  function handleCreated(displayName: string) {
    setCreated(ADMIN_MESSAGES.userCreated(displayName));
    onCreated();
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      setOpened(false);
      setCreated(null);
    }, CREATE_USER_CLOSE_MS);
  }

  return (
    <Card withBorder component="section" aria-label="Create New System User">
      <Stack gap="md">
        <Group justify="space-between">
          <Button
            variant={opened ? 'light' : 'filled'}
            leftSection={<IconUserPlus size={16} aria-hidden />}
            aria-expanded={opened}
            aria-controls="create-user-panel"
            onClick={toggle}
          >
            Create New System User
          </Button>
        </Group>
        <Collapse expanded={opened} id="create-user-panel">
          <Stack gap="md">
            {created && (
              <Alert
                role="status"
                color="teal"
                variant="light"
                icon={<IconCircleCheck aria-hidden />}
              >
                {created}
              </Alert>
            )}
            <CreateUserForm currentRole={currentRole} onCreated={handleCreated} />
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
