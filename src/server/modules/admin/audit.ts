import type { FastifyBaseLogger } from 'fastify';
import type { RouteDef } from '@shared/api/define';
import type { Database, Executor } from '../../db/client';
import { adminAuditLog } from '../../db/schema';
import { afterCommit, inTransaction, type Tx } from '../../db/transactions';
import type { HandlerContext } from '../../plugins/contract-routes';

/** The signed-in staff member making a change, and where the request came from. */
export interface Actor {
  id: string;
  email: string;
  displayName: string;
  role: number;
  ip: string;
}

export interface AuditEntry {
  /** Null when the attempt names no known account (a failed sign-in with an unknown email). */
  actorId: string | null;
  actorEmail: string;
  /** What was done, such as `login`, `login.failed` or `category.update`. */
  action: string;
  /** The id of the record acted on. */
  target?: string | null;
  /** A short, human-readable note; never a password. */
  detail?: string | null;
  ip: string;
}

const DETAIL_MAX_LENGTH = 300;

const shorten = (text: string | null | undefined): string | null =>
  text && text.length > DETAIL_MAX_LENGTH
    ? `${text.slice(0, DETAIL_MAX_LENGTH - 1)}…`
    : (text ?? null);

/** The staff member behind an admin route, as the auth plugin verified them (role from the DB). */
export function actorOf({
  staff,
  request,
}: Pick<HandlerContext<RouteDef>, 'staff' | 'request'>): Actor {
  const admin = staff();
  return {
    id: admin.sub,
    email: admin.email,
    displayName: admin.displayName,
    role: admin.role,
    ip: request.ip,
  };
}

/** Records a change made by `actor` (inside an audited transaction). */
export type RecordChange = (
  entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'ip'>,
) => Promise<void>;

export interface AuditTrail {
  /** Writes one entry (sign-ins, failed sign-ins) and logs it once it is committed. */
  record(executor: Executor, entry: AuditEntry): Promise<void>;
  /**
   * Runs `work` in one transaction whose changes are recorded with `record`: a change and
   * its audit row are committed together, and logged once committed.
   */
  transaction<T>(actor: Actor, work: (tx: Tx, record: RecordChange) => Promise<T>): Promise<T>;
}

export function createAuditTrail(db: Database, log: FastifyBaseLogger): AuditTrail {
  const insert = (executor: Executor, entry: AuditEntry) =>
    executor.insert(adminAuditLog).values({
      actorId: entry.actorId,
      actorEmail: entry.actorEmail,
      action: entry.action,
      target: entry.target ?? null,
      detail: shorten(entry.detail),
      ipAddress: entry.ip,
    });

  const write = (entry: AuditEntry) => {
    const line = {
      audit: {
        actorId: entry.actorId,
        actorEmail: entry.actorEmail,
        action: entry.action,
        target: entry.target ?? null,
        detail: shorten(entry.detail),
        ip: entry.ip,
      },
    };
    if (entry.action.endsWith('.failed')) log.warn(line, `admin audit: ${entry.action}`);
    else log.info(line, `admin audit: ${entry.action}`);
  };

  async function record(executor: Executor, entry: AuditEntry) {
    await insert(executor, entry);
    // A rolled-back change, or an attempt run again after a deadlock, leaves no log line.
    await afterCommit(executor, () => write(entry), log);
  }

  return {
    record,

    transaction(actor, work) {
      return inTransaction(db, (tx) =>
        work(tx, (change) =>
          record(tx, { ...change, actorId: actor.id, actorEmail: actor.email, ip: actor.ip }),
        ),
      );
    },
  };
}
