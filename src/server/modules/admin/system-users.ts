import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminTokenClaims, SystemUser } from '@shared/api/admin';
import { AdminRole } from '@shared/api/define';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { systemUsers } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import type { Actor, AuditTrail } from './audit';
import { offsetOf, paginationOf, type PageRequest } from './pagination';

const INVALID_CREDENTIALS = 'Invalid email or password.';
export const SUPERADMIN_ONLY = 'Only SuperAdmins can create other SuperAdmins';
export const ADMIN_REQUIRED = 'Forbidden - admin access required';
export const DUPLICATE_EMAIL = 'A system user with this email already exists.';

export const ROLE_NAMES: Record<AdminRole, string> = { 0: 'User', 1: 'Admin', 2: 'SuperAdmin' };

type Role = AdminTokenClaims['role'];
type SystemUserRow = typeof systemUsers.$inferSelect;

export interface NewSystemUser {
  email: string;
  displayName: string;
  password: string;
  role: Role;
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
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      await db.transaction(async (tx) => {
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
      });
      return { token, id: row.id, email: row.email, displayName: row.displayName, role };
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
      if (actor.role < AdminRole.Admin) throw new HttpError(403, ADMIN_REQUIRED);
      if (input.role === AdminRole.SuperAdmin && actor.role < AdminRole.SuperAdmin)
        throw new HttpError(403, SUPERADMIN_ONLY);
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
        if (isUniqueViolation(error)) throw new HttpError(409, DUPLICATE_EMAIL);
        throw error;
      }
    },
  };
}

export type SystemUsersService = ReturnType<typeof createSystemUsersService>;
