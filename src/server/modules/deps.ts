import type { FastifyBaseLogger } from 'fastify';
import type { PlayerTokenClaims } from '@shared/api/accounts';
import type { GuardedContent } from '../content/create-engine';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Notifier } from './notifications/notifier';

/** What every module's service may use; app.ts builds it once. */
export interface ModuleDeps {
  db: Database;
  /** Generated content (couple summary, later adventures, dares, coach), guarded. */
  content: GuardedContent;
  mailer: Mailer;
  notifier: Notifier;
  /** Where users reach Velvet, for links in emails. */
  publicUrl: string;
  signToken(claims: Omit<PlayerTokenClaims, 'exp'>): string;
  log: FastifyBaseLogger;
}
