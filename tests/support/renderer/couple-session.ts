import { COUPLE_ID, PARTNER_ID, PLAYER_ID, signInForTest } from './session';

export { COUPLE_ID, PARTNER_ID, PLAYER_ID };

/** Signs in as player 1 of `coupleId` with the partner as player 2, or without a couple. */
export function signIn(coupleId: string | null = null) {
  signInForTest(coupleId, { player2Id: coupleId ? PARTNER_ID : null });
}
