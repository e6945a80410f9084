import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Collapse,
  Container,
  Group,
  Stack,
  Tabs,
  Title,
} from '@mantine/core';
import {
  IconCircleCheck,
  IconDatabase,
  IconLifebuoy,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminRole } from '@shared/api/define';
import { paths } from '../../config/paths';
import { AdminHeader } from './admin-header';
import { useAdminUser } from './admin-session';
import { useSystemUsers } from './api';
import { CreateUserForm } from './create-user-form';
import { ADMIN_MESSAGES } from './messages';
import { Pager } from './pager';
import { listLoading, RefreshButton } from './refresh-button';
import type { StaffViewer } from './roles';
import { ManagedSystemUsers } from './staff-changes';
import { SupportMessagesTab } from './support/support-messages-tab';
import { QueryState } from '../../components/query-state';
import { tone } from '../../lib/tones';

/** The create-user panel closes 2 s after a success. */
export const CREATE_USER_CLOSE_MS = 2000;

type DashboardTab = 'users' | 'support';

/** /admin/dashboard: tabs for the staff (list and creating staff) and the support messages. */
export function AdminDashboardPage() {
  const user = useAdminUser();
  const [tab, setTab] = useState<DashboardTab>('users');

  return (
    <Box mih="100dvh" bg={tone.mutedSurface}>
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
        {/* Panels unmount when hidden, so each tab loads afresh when chosen. */}
        <Tabs
          value={tab}
          onChange={(value) => setTab((value as DashboardTab | null) ?? 'users')}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
              System Users
            </Tabs.Tab>
            <Tabs.Tab value="support" leftSection={<IconLifebuoy size={16} aria-hidden />}>
              Support
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="users">
            <Stack gap="lg">
              <CreateUserPanel currentRole={user.role} />
              <SystemUsersSection viewer={user} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="support">
            <SupportMessagesTab role={user.role} />
          </Tabs.Panel>
        </Tabs>
      </Container>
    </Box>
  );
}

/**
 * The 'System Users' list, a page at a time, with Refresh; Admins and SuperAdmins change the
 * role and active state of staff below them in it.
 */
function SystemUsersSection({ viewer }: { viewer: StaffViewer }) {
  const [page, setPage] = useState(1);
  const users = useSystemUsers(page);

  return (
    <Card withBorder component="section" aria-labelledby="system-users-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="system-users-title">
            System Users
          </Title>
          <RefreshButton onRefresh={users.retry} />
        </Group>
        <QueryState
          query={users}
          errorTitle={ADMIN_MESSAGES.loadUsersFailed}
          loading={listLoading('Loading users')}
        >
          {(loaded) => (
            <Stack gap="md">
              <ManagedSystemUsers users={loaded.users} viewer={viewer} />
              <Pager pagination={loaded.pagination} onPageChange={setPage} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}

/**
 * The collapsible 'Create New System User' form; it closes itself 2 s after a success. The
 * staff list loads again once the user is created.
 */
function CreateUserPanel({ currentRole }: { currentRole: AdminRole }) {
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
