import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { coachSessions } from '../../db/schema';
import { viewsOf } from './session-view';

/** The player's own coach sessions, their texts opened: the partner's are theirs alone. */
export async function exportedCoachSessions(
  tx: Executor,
  cipher: FieldCipher,
  playerId: string,
): Promise<AccountExport['play']['coachSessions']> {
  const sessions = await tx
    .select()
    .from(coachSessions)
    .where(eq(coachSessions.playerId, playerId))
    .orderBy(asc(coachSessions.createdAt), asc(coachSessions.id));
  return viewsOf(tx, cipher, sessions, playerId);
}
