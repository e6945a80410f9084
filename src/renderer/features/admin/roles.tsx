import { Badge } from '@mantine/core';
import type { SystemUser } from '@shared/api/admin';
import { AdminRole } from '@shared/api/define';
import { ADMIN_MESSAGES } from './messages';

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

/** The signed-in staff member looking at the System Users table. */
export interface StaffViewer {
  id: string;
  role: AdminRole;
}

/**
 * Why `viewer` may not change `target`'s role or active state, or null when they may: an
 * Admin or SuperAdmin changes only staff below their own role, never their own account. The
 * server enforces the same; this only decides which controls are live.
 */
export function whyNotChangeable(viewer: StaffViewer, target: SystemUser): string | null {
  if (target.id === viewer.id) return ADMIN_MESSAGES.ownAccount;
  if (target.role >= viewer.role) return ADMIN_MESSAGES.notBelowYou;
  return null;
}

/** Whether a staff member may change other staff at all (Admins and SuperAdmins). */
export const managesStaff = (role: AdminRole) => role >= AdminRole.Admin;
