import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createSystemUser, login } from '@shared/api/admin';
import { AdminRole } from '@shared/api/define';
import type { Database } from '../../../src/server/db/client';
import { systemUsers } from '../../../src/server/db/schema';
import { bootstrapSuperAdmin } from '../../../src/server/modules/admin/bootstrap';
import { callRouteOk } from './call-route';
import { uniqueEmail } from './players';

export interface StaffSession {
  token: string;
  id: string;
  email: string;
  password: string;
  displayName: string;
  role: AdminRole;
}

/** Signs a staff member in through the real login route. */
export async function loginStaff(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<Omit<StaffSession, 'password'>> {
  return callRouteOk(app, login, { body: { email, password } });
}

// One SuperAdmin per database stands at the root of every staff member the helpers create.
const roots = new WeakMap<Database, Promise<StaffSession>>();

async function makeRoot(app: FastifyInstance, db: Database): Promise<StaffSession> {
  const email = uniqueEmail('root.admin');
  const password = crypto.randomBytes(12).toString('hex');
  // The real start-up path: it creates a SuperAdmin only when the database has none.
  await bootstrapSuperAdmin(db, { email, password }, app.log);
  const [created] = await db
    .select()
    .from(systemUsers)
    .where(eq(systemUsers.email, email.toLowerCase()));
  if (created) return { ...(await loginStaff(app, email, password)), password };
  // A SuperAdmin already existed (ADMIN_EMAIL, or another node's helper) and its password is
  // not ours to know: act as it with a token the app itself signs.
  const [existing] = await db
    .select()
    .from(systemUsers)
    .where(eq(systemUsers.role, AdminRole.SuperAdmin))
    .limit(1);
  if (!existing) throw new Error('bootstrap created no SuperAdmin');
  const claims = {
    sub: existing.id,
    userId: existing.id,
    email: existing.email,
    displayName: existing.displayName,
    role: AdminRole.SuperAdmin,
    sessionVersion: existing.sessionVersion,
  };
  return { ...claims, id: existing.id, token: app.signAdminToken(claims), password: '' };
}

function rootOf(app: FastifyInstance, db: Database): Promise<StaffSession> {
  let root = roots.get(db);
  if (!root) {
    root = makeRoot(app, db);
    roots.set(db, root);
  }
  return root;
}

/**
 * A new staff member of `role`, created through the real createSystemUser route (by the
 * database's root SuperAdmin, bootstrapped on first use) and signed in through the real login.
 */
export async function createStaffAccount(
  app: FastifyInstance,
  db: Database,
  role: AdminRole,
  overrides: Partial<{ email: string; password: string; displayName: string }> = {},
): Promise<StaffSession> {
  const root = await rootOf(app, db);
  const email = (overrides.email ?? uniqueEmail(`staff${role}`)).toLowerCase();
  const password = overrides.password ?? 'staff password';
  const displayName = overrides.displayName ?? `Staff ${['User', 'Admin', 'SuperAdmin'][role]}`;
  await callRouteOk(app, createSystemUser, {
    token: root.token,
    body: { email, displayName, password, role },
  });
  return { ...(await loginStaff(app, email, password)), password };
}

/** A signed-in staff token of `role` (0 User, 1 Admin, 2 SuperAdmin). */
export async function createStaff(
  app: FastifyInstance,
  db: Database,
  role: AdminRole,
): Promise<string> {
  return (await createStaffAccount(app, db, role)).token;
}
