import { Badge, Stack, Table, Text } from '@mantine/core';
import type { SystemUser } from '@shared/api/admin';
import { RoleBadge } from './roles';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** The 'System Users' table: who, role, status, last login and who created them. */
export function SystemUsersTable({ users }: { users: SystemUser[] }) {
  if (users.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No system users found
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last Login</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {user.displayName}
                  </Text>
                  <Text c="dimmed" size="xs">
                    {user.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <RoleBadge role={user.role} />
              </Table.Td>
              <Table.Td>
                <Badge color={user.isActive ? 'teal' : 'red'} variant="dot" miw="max-content">
                  {user.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.lastLogin ? formatDate(user.lastLogin) : 'Never'}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{formatDate(user.createdAt)}</Text>
                  {user.createdByName && (
                    <Text c="dimmed" size="xs">
                      by {user.createdByName}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
