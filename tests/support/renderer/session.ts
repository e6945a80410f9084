/**
 * Test sign-ins: tokens shaped like the server's. The renderer reads the claims and never checks
 * the signature.
 */
function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const PLAYER_ID = '8b0e3f4c-1d2a-4e5f-9a6b-7c8d9e0f1a2b';
export const PARTNER_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const COUPLE_ID = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';

/** Sam's token, player 1 of `coupleId` (without a couple when null); `claims` override any claim. */
export function playerTestToken(
  coupleId: string | null = null,
  claims: Record<string, unknown> = {},
): string {
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({
    sub: PLAYER_ID,
    email: 'sam@example.com',
    displayName: 'Sam',
    coupleId,
    player1Id: coupleId ? PLAYER_ID : null,
    player2Id: null,
    sessionVersion: 0,
    sessionStartedAt: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  });
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

/** Signs Sam in as the browser keeps it: the token under localStorage "token". */
export function signInForTest(
  coupleId: string | null = null,
  claims: Record<string, unknown> = {},
) {
  window.localStorage.setItem('token', playerTestToken(coupleId, claims));
}
