import type { FastifyBaseLogger } from 'fastify';
import type { PlayerTokenClaims } from '@shared/api/accounts';
import type { GuardedContent } from '../content/create-engine';
import type { FieldCipher } from '../crypto/field-cipher';
import type { Database } from '../db/client';
import type { RepeatingTask } from '../lib/repeating-tasks';
import type { Mailer } from '../mail/mailer';
import type { SuppliedExportSections } from './accounts';
import type { LiveHub } from './events/live-hub';
import type { Notifier } from './notifications/notifier';
import type { PlayerChangeCache } from './notifications/player-changes';

/** Everything a module may use; app.ts builds it once and hands the same one to every module. */
export interface ModuleDeps {
  db: Database;
  /**
   * Seals and opens the intimate fields a couple confides (docs/matching-and-privacy.md,
   * "Encryption at rest"): each value bound to its record's id and its column.
   */
  cipher: FieldCipher;
  /** Generated content (couple summary, later adventures, dares, coach), guarded. */
  content: GuardedContent;
  mailer: Mailer;
  notifier: Notifier;
  /** This node's memory of players' change versions, which answers unchanged polls. */
  playerChanges: PlayerChangeCache;
  /** This node's open live streams (docs/live-updates.md). */
  liveHub: LiveHub;
  /** Where users reach Velvet, for links in emails. */
  publicUrl: string;
  /** The running build's version, as /api/version reports it. */
  version: string;
  /** A player token; `expiresInSeconds` shortens it below the configured lifetime. */
  signToken(claims: Omit<PlayerTokenClaims, 'exp'>, expiresInSeconds?: number): string;
  /** The player token lifetime (TOKEN_TTL_HOURS) in seconds. */
  tokenTtlSeconds: number;
  log: FastifyBaseLogger;
  /** The current time, for rules that run on the clock (a dare's expiry); tests control it. */
  now(): Date;
  /** Repeats `task` while the server runs, from ready until close. */
  repeat(task: RepeatingTask): void;
  /** How long an accepted dare may be completed (DARE_EXPIRY_HOURS). */
  dareExpiryHours: number;
  /** Where contact-form messages are emailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Whether this node has begun to stop: it then answers not ready while it drains. */
  stopping(): boolean;
  /** The sections of a player's data export, as the modules supply them. */
  exportSections: readonly SuppliedExportSections[];
}
