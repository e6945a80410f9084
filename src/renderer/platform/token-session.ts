import { playerTokenClaims } from '@shared/api/accounts';
import type { Session } from './types';

/** Reads a player token's claims; null when it cannot be decoded or has expired. */
export function sessionFromToken(
  token: string | null,
  nowSeconds = Date.now() / 1000,
): Session | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = playerTokenClaims.safeParse(JSON.parse(decodeURIComponent(escape(json))));
    if (!claims.success || claims.data.exp <= nowSeconds) return null;
    const c = claims.data;
    return {
      playerId: c.sub,
      email: c.email,
      displayName: c.displayName,
      coupleId: c.coupleId,
      player1Id: c.player1Id,
      player2Id: c.player2Id,
      expiresAt: c.exp,
    };
  } catch {
    return null;
  }
}
