import { Badge } from '@mantine/core';
import { AdminRole } from '@shared/api/define';

export const ROLE_LABELS: Record<AdminRole, string> = {
  [AdminRole.User]: 'User',
  [AdminRole.Admin]: 'Admin',
  [AdminRole.SuperAdmin]: 'SuperAdmin',
};

const ROLE_COLORS: Record<AdminRole, string> = {
  [AdminRole.User]: 'gray',
  [AdminRole.Admin]: 'blue',
  [AdminRole.SuperAdmin]: 'grape',
};

/** A staff role as a badge. */
export function RoleBadge({ role }: { role: AdminRole }) {
  return (
    <Badge color={ROLE_COLORS[role]} variant="light" miw="max-content">
      {ROLE_LABELS[role]}
    </Badge>
  );
}

/** The roles a staff member may give a new system user: only a SuperAdmin may make another. */
export function assignableRoles(currentRole: AdminRole): AdminRole[] {
  return currentRole === AdminRole.SuperAdmin
    ? [AdminRole.User, AdminRole.Admin, AdminRole.SuperAdmin]
    : [AdminRole.User, AdminRole.Admin];
}
