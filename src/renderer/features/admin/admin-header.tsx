import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { adminSession } from '../../platform/admin';
import { useAdminUser } from './admin-session';
import { RoleBadge } from './roles';

interface AdminHeaderProps {
  title: string;
  /** Under the title, e.g. the welcome line. */
  subtitle?: ReactNode;
  /** Before the title, e.g. a back button. */
  leading?: ReactNode;
  /** Buttons before Logout. */
  actions?: ReactNode;
}

/** The top of every admin page: title, the staff member's role badge and Logout. */
export function AdminHeader({ title, subtitle, leading, actions }: AdminHeaderProps) {
  const user = useAdminUser();
  const navigate = useNavigate();

  async function logout() {
    await adminSession.logout();
    navigate(paths.adminLogin.getHref(), { replace: true });
  }

  return (
    <Paper component="header" withBorder radius={0} px="lg" py="md">
      <Group justify="space-between" gap="md">
        <Group gap="md">
          {leading}
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={1} size="h3">
                {title}
              </Title>
              <RoleBadge role={user.role} />
            </Group>
            {subtitle && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="sm">
          {actions}
          <Button
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void logout()}
          >
            Logout
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
