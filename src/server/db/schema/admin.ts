import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Staff accounts: separate from players, with their own sign-in. Roles: 0 User, 1 Admin, 2 SuperAdmin. */
export const systemUsers = pgTable(
  'system_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Raised to end every token issued before: sign-out, (de)activation, a new role. */
    sessionVersion: integer('session_version').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdBy: uuid('created_by').references((): AnyPgColumn => systemUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('system_users_email_unique').on(sql`lower(${t.email})`)],
);

/** Who did what in the admin panel: every sign-in, failed sign-in and change. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => systemUsers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    detail: text('detail'),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_time').on(t.createdAt)],
);
