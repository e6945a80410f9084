import type { Dare } from '@shared/api/dares';
import type { PlayerSession } from '@shared/domain/sessions';

export type DareRole = 'sender' | 'receiver';

/** The caller's part in a dare: every dare of the couple has one partner on each side. */
export const roleIn = (dare: Dare, playerId: string): DareRole =>
  dare.senderId === playerId ? 'sender' : 'receiver';

/** The partner's id from the session's couple claims; null until the partner has joined. */
export function partnerIdOf(session: PlayerSession): string | null {
  const { playerId, player1Id, player2Id } = session;
  if (player1Id === playerId) return player2Id;
  if (player2Id === playerId) return player1Id;
  return null;
}
