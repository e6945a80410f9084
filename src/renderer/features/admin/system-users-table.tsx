import { Badge, NativeSelect, Stack, Switch, Table, Text } from '@mantine/core';
import type { SystemUser } from '@shared/api/admin';
import { AdminRole } from '@shared/api/define';
import { tone } from '../../lib/tones';
import { ADMIN_MESSAGES } from './messages';
import { managesStaff, RoleBadge, ROLE_LABELS, whyNotChangeable, type StaffViewer } from './roles';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

const ROLES = [AdminRole.User, AdminRole.Admin, AdminRole.SuperAdmin];

/** What the table lets an Admin or SuperAdmin change; without it every row only reads. */
export interface StaffChanges {
  viewer: StaffViewer;
  /**
   * The staff member whose change is being saved: their controls ignore input until it is
   * done, without being disabled, so keyboard focus stays where it was.
   */
  savingId: string | null;
  onRoleChange: (user: SystemUser, role: AdminRole) => void;
  onActiveChange: (user: SystemUser, isActive: boolean) => void;
}

interface SystemUsersTableProps {
  users: SystemUser[];
  changes?: StaffChanges;
}

/**
 * The 'System Users' table: who, role, status, last login and who created them. For an Admin
 * or SuperAdmin, the role and status of staff below their own role are a select and a switch
 * (shown disabled, with the reason, on other rows). Below the sm breakpoint the dates move
 * under the name, so who, role and status fit a 375 px screen without scrolling.
 */
export function SystemUsersTable({ users, changes }: SystemUsersTableProps) {
  if (users.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No system users found
      </Text>
    );
  }
  const editable = changes && managesStaff(changes.viewer.role) ? changes : undefined;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th visibleFrom="sm">Last Login</Table.Th>
            <Table.Th visibleFrom="sm">Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <SystemUserRow key={user.id} user={user} changes={editable} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SystemUserRow({ user, changes }: { user: SystemUser; changes: StaffChanges | undefined }) {
  const lastLogin = user.lastLogin ? formatDate(user.lastLogin) : 'Never';
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={0} miw={0}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.displayName}
          </Text>
          <Text c="dimmed" size="xs" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Text c="dimmed" size="xs" hiddenFrom="sm">
            Last login: {lastLogin}
          </Text>
        </Stack>
      </Table.Td>
      {changes ? (
        <StaffControls user={user} changes={changes} />
      ) : (
        <>
          <Table.Td>
            <RoleBadge role={user.role} />
          </Table.Td>
          <Table.Td>
            <Badge color={user.isActive ? 'teal' : 'red'} variant="dot" miw="max-content">
              {user.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Table.Td>
        </>
      )}
      <Table.Td visibleFrom="sm">
        <Text size="sm">{lastLogin}</Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
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
  );
}

/** The role select and the active switch of one row; disabled, with the reason, when not ours. */
function StaffControls({ user, changes }: { user: SystemUser; changes: StaffChanges }) {
  const refusal = whyNotChangeable(changes.viewer, user);
  const saving = changes.savingId === user.id;
  const selectId = `staff-${user.id}-role`;
  // Mantine names the select's description `<id>-description`; the switch points to it too.
  const reasonId = `${selectId}-description`;
  return (
    <>
      <Table.Td>
        <NativeSelect
          id={selectId}
          size="xs"
          miw={108}
          aria-label={ADMIN_MESSAGES.roleOf(user.displayName)}
          value={String(user.role)}
          disabled={refusal !== null}
          onChange={(event) => {
            if (!saving) changes.onRoleChange(user, Number(event.currentTarget.value) as AdminRole);
          }}
          data={ROLES.map((role) => ({
            value: String(role),
            label: ROLE_LABELS[role],
            // Only roles below one's own may be given; the current one stays readable.
            disabled: role >= changes.viewer.role && role !== user.role,
          }))}
          description={refusal}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { maxWidth: 160, marginTop: 4 } }}
        />
      </Table.Td>
      <Table.Td>
        {/* The word sits under the switch, so the column stays narrow on a phone. */}
        <Stack gap={4} align="flex-start">
          <Switch
            size="sm"
            aria-label={ADMIN_MESSAGES.activeOf(user.displayName)}
            checked={user.isActive}
            disabled={refusal !== null}
            readOnly={saving}
            onChange={(event) => {
              if (!saving) changes.onActiveChange(user, event.currentTarget.checked);
            }}
            {...(refusal ? { 'aria-describedby': reasonId } : {})}
          />
          <Text size="xs" c={user.isActive ? tone.successText : tone.dangerText} aria-hidden>
            {saving ? 'Saving…' : user.isActive ? 'Active' : 'Inactive'}
          </Text>
        </Stack>
      </Table.Td>
    </>
  );
}
