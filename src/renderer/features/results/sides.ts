import type { Session } from '../../platform';

/** Which of the couple's two players the signed-in player is. */
export type Side = 'player1' | 'player2';

/** Player 1 when the session names this player as the couple's first player, else player 2. */
export function sideOf(session: Pick<Session, 'playerId' | 'player1Id'>): Side {
  return session.player1Id !== null && session.playerId === session.player1Id
    ? 'player1'
    : 'player2';
}

/** A compare entry's two answers seen from one side: "You" and "Partner". */
export function youAndPartner<T>(
  answers: { player1Response: T; player2Response: T },
  side: Side,
): { you: T; partner: T } {
  return side === 'player1'
    ? { you: answers.player1Response, partner: answers.player2Response }
    : { you: answers.player2Response, partner: answers.player1Response };
}
