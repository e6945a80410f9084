import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminTokenClaims, SystemUser } from '@shared/api/admin';
import { AdminRole } from '@shared/api/define';
import { SESSION_MESSAGES } from '@shared/domain/accounts';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { systemUsers } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../accounts';
import type { Actor, AuditTrail } from './audit';
import { offsetOf, paginationOf, type PageRequest } from './pagination';

const INVALID_CREDENTIALS = 'Invalid email or password.';
export const SUPERADMIN_ONLY = 'Only SuperAdmins can create other SuperAdmins';
export const ADMIN_REQUIRED = 'Forbidden - admin access required';
export const DUPLICATE_EMAIL = 'A system user with this email already exists.';
export const NOT_OWN_ACCOUNT = 'You cannot change your own role or active state.';
export const ONLY_STAFF_BELOW = 'You can only change staff whose role is below your own.';
export const ONLY_ROLES_BELOW = 'You can only give a role below your own.';
export const SYSTEM_USER_NOT_FOUND = 'System user not found.';

export const ROLE_NAMES: Record<AdminRole, string> = { 0: 'User', 1: 'Admin', 2: 'SuperAdmin' };

type Role = AdminTokenClaims['role'];
type SystemUserRow = typeof systemUsers.$inferSelect;

export interface NewSystemUser {
  email: string;
  displayName: string;
  password: string;
  role: Role;
}

export interface SystemUserChange {
  role?: Role | undefined;
  isActive?: boolean | undefined;
}

export interface SystemUsersDeps {
  db: Database;
  audit: AuditTrail;
}

/** Signs a staff token (audience velvet-admin): the auth plugin's app.signAdminToken. */
export type SignAdminToken = (claims: Omit<AdminTokenClaims, 'exp'>) => string;

const asRole = (role: number): Role => role as Role;

function toSystemUser(row: SystemUserRow, createdByName: string | null): SystemUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: asRole(row.role),
    isActive: row.isActive,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdByName,
  };
}

export function createSystemUsersService({ db, audit }: SystemUsersDeps) {
  return {
    /**
     * Staff sign-in. An unknown email, a wrong password and an inactive account all answer
     * the same 401 and take as long (the decoy hash); each attempt is audited.
     */
    async login(email: string, password: string, ip: string, signToken: SignAdminToken) {
      const [row] = await db
        .select()
        .from(systemUsers)
        .where(sql`lower(${systemUsers.email}) = ${email.toLowerCase()}`);
      const passwordOk = await verifyPassword(row?.passwordHash ?? null, password);
      if (!row || !passwordOk || !row.isActive) {
        const reason = !row ? 'unknown email' : !passwordOk ? 'wrong password' : 'inactive account';
        await audit.record(db, {
          actorId: row?.id ?? null,
          actorEmail: email,
          action: 'login.failed',
          detail: reason,
          ip,
        });
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await inTransaction(db, async (tx) => {
        await tx
          .update(systemUsers)
          .set({ lastLogin: new Date() })
          .where(eq(systemUsers.id, row.id));
        await audit.record(tx, {
          actorId: row.id,
          actorEmail: row.email,
          action: 'login',
          target: row.id,
          detail: `signed in as ${ROLE_NAMES[asRole(row.role)] ?? `role ${row.role}`}`,
          ip,
        });
      });
      const role = asRole(row.role);
      const token = signToken({
        sub: row.id,
        userId: row.id,
        email: row.email,
        displayName: row.displayName,
        role,
        sessionVersion: row.sessionVersion,
      });
      return { token, id: row.id, email: row.email, displayName: row.displayName, role };
    },

    /** Ends every session of the caller: each token issued before stops working. */
    async logout(actor: Actor) {
      await audit.transaction(actor, async (tx, record) => {
        await tx
          .update(systemUsers)
          .set({ sessionVersion: sql`${systemUsers.sessionVersion} + 1` })
          .where(eq(systemUsers.id, actor.id));
        await record({ action: 'logout', target: actor.id, detail: 'signed out everywhere' });
      });
      return { message: SESSION_MESSAGES.signedOut };
    },

    /** Newest first, with the name of whoever created each account. */
    async list(request: PageRequest) {
      const creator = alias(systemUsers, 'creator');
      const rows = await db
        .select({ user: systemUsers, createdByName: creator.displayName })
        .from(systemUsers)
        .leftJoin(creator, eq(creator.id, systemUsers.createdBy))
        .orderBy(desc(systemUsers.createdAt), desc(systemUsers.id))
        .limit(request.pageSize)
        .offset(offsetOf(request));
      const [total] = await db.select({ value: count() }).from(systemUsers);
      return {
        users: rows.map((row) => toSystemUser(row.user, row.createdByName)),
        pagination: paginationOf(request, total?.value ?? 0),
      };
    },

    /** Admins create Users and Admins; only a SuperAdmin creates a SuperAdmin. */
    async create(actor: Actor, input: NewSystemUser): Promise<SystemUser> {
      if (actor.role < AdminRole.Admin) throw forbidden(ADMIN_REQUIRED);
      if (input.role === AdminRole.SuperAdmin && actor.role < AdminRole.SuperAdmin)
        throw forbidden(SUPERADMIN_ONLY);
      const passwordHash = await hashPassword(input.password);
      try {
        return await audit.transaction(actor, async (tx, record) => {
          const [created] = await tx
            .insert(systemUsers)
            .values({
              email: input.email,
              displayName: input.displayName,
              passwordHash,
              role: input.role,
              createdBy: actor.id,
            })
            .returning();
          if (!created) throw new Error('System user was not created.');
          const [creator] = await tx
            .select({ displayName: systemUsers.displayName })
            .from(systemUsers)
            .where(eq(systemUsers.id, actor.id));
          await record({
            action: 'systemuser.create',
            target: created.id,
            detail: `${created.email} as ${ROLE_NAMES[input.role]}`,
          });
          return toSystemUser(created, creator?.displayName ?? null);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
        throw error;
      }
    },

    /**
     * Changes another staff member's role or active state. Both the caller's standing and the
     * target's are read inside the transaction, locked, so two Admins acting at once cannot
     * together do what neither may alone. The auth plugin reads role and isActive on every
     * staff request, so the change reaches the target's existing token at once.
     */
    async update(actor: Actor, id: string, change: SystemUserChange): Promise<SystemUser> {
      const targetId = id.toLowerCase();
      if (targetId === actor.id) throw forbidden(NOT_OWN_ACCOUNT);
      return audit.transaction(actor, async (tx, record) => {
        // Both rows in one statement, in id order, so two staff acting on each other at the
        // same moment wait for one another instead of deadlocking.
        const rows = await tx
          .select()
          .from(systemUsers)
          .where(inArray(systemUsers.id, [actor.id, targetId]))
          .orderBy(asc(systemUsers.id))
          .for('update');
        const caller = rows.find((row) => row.id === actor.id);
        const target = rows.find((row) => row.id === targetId);
        if (!caller || !caller.isActive || caller.role < AdminRole.Admin)
          throw forbidden(ADMIN_REQUIRED);
        if (!target) throw notFound(SYSTEM_USER_NOT_FOUND);
        if (target.role >= caller.role) throw forbidden(ONLY_STAFF_BELOW);
        if (change.role !== undefined && change.role >= caller.role)
          throw forbidden(ONLY_ROLES_BELOW);
        // A new role or active state ends the target's sessions: a reactivated account signs
        // in again rather than reviving tokens from before, and a new role needs a new token.
        const changesStanding =
          (change.role !== undefined && change.role !== target.role) ||
          (change.isActive !== undefined && change.isActive !== target.isActive);
        const [updated] = await tx
          .update(systemUsers)
          .set({
            ...(change.role !== undefined ? { role: change.role } : {}),
            ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
            ...(changesStanding ? { sessionVersion: sql`${systemUsers.sessionVersion} + 1` } : {}),
          })
          .where(eq(systemUsers.id, targetId))
          .returning();
        if (!updated) throw notFound(SYSTEM_USER_NOT_FOUND);
        await record({
          action: 'systemuser.update',
          target: updated.id,
          detail: describeChange(target, updated),
        });
        const [creator] = updated.createdBy
          ? await tx
              .select({ displayName: systemUsers.displayName })
              .from(systemUsers)
              .where(eq(systemUsers.id, updated.createdBy))
          : [];
        return toSystemUser(updated, creator?.displayName ?? null);
      });
    },
  };
}

/** "x@example.com: role Admin → User, deactivated", or "no change" when nothing moved. */
function describeChange(before: SystemUserRow, after: SystemUserRow): string {
  const parts: string[] = [];
  if (before.role !== after.role)
    parts.push(`role ${ROLE_NAMES[asRole(before.role)]} → ${ROLE_NAMES[asRole(after.role)]}`);
  if (before.isActive !== after.isActive)
    parts.push(after.isActive ? 'reactivated' : 'deactivated');
  return `${after.email}: ${parts.length > 0 ? parts.join(', ') : 'no change'}`;
}

export type SystemUsersService = ReturnType<typeof createSystemUsersService>;
