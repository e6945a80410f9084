import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AdminRole } from '@shared/api/define';
import type { Database } from '../../db/client';
import { systemUsers } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { hashPassword } from '../accounts';
import { createAuditTrail } from './audit';

// Any fixed number works; every node of a deployment must use the same one.
const BOOTSTRAP_LOCK_KEY = 4_711_2026;
/** Stands in for a client address in the audit log: the server made this change itself. */
const SERVER_ORIGIN = 'server start';

/**
 * Creates the first SuperAdmin from ADMIN_EMAIL/ADMIN_PASSWORD when no SuperAdmin exists.
 * Idempotent and safe when several nodes start at once: the check and the insert run under
 * one transaction-level advisory lock. Without the variables nothing is created: there is
 * never a default account or password.
 */
export async function bootstrapSuperAdmin(
  db: Database,
  admin: { email: string; password: string } | null,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!admin) {
    const [superAdmin] = await db
      .select({ id: systemUsers.id })
      .from(systemUsers)
      .where(eq(systemUsers.role, AdminRole.SuperAdmin))
      .limit(1);
    if (!superAdmin)
      log.warn(
        'No SuperAdmin exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one at start.',
      );
    return;
  }
  const email = admin.email.trim().toLowerCase();
  const audit = createAuditTrail(db, log);
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    const [superAdmin] = await tx
      .select({ id: systemUsers.id })
      .from(systemUsers)
      .where(eq(systemUsers.role, AdminRole.SuperAdmin))
      .limit(1);
    if (superAdmin) return;
    const passwordHash = await hashPassword(admin.password);
    const [created] = await tx
      .insert(systemUsers)
      .values({ email, displayName: 'Super Admin', passwordHash, role: AdminRole.SuperAdmin })
      .onConflictDoNothing()
      .returning({ id: systemUsers.id });
    if (!created) {
      // The email belongs to a staff account of a lower role: it is neither promoted nor
      // given the configured password behind its owner's back.
      log.warn(
        { email },
        'ADMIN_EMAIL belongs to an existing staff account that is not a SuperAdmin; no SuperAdmin was created. Use another ADMIN_EMAIL.',
      );
      return;
    }
    await audit.record(tx, {
      actorId: created.id,
      actorEmail: email,
      action: 'systemuser.bootstrap',
      target: created.id,
      detail: 'first SuperAdmin created from ADMIN_EMAIL',
      ip: SERVER_ORIGIN,
    });
  });
}
