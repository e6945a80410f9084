import { describe, expect, it } from 'vitest';
import { playerTokenClaims } from '../api/accounts';
import { adminUserFromToken, isPlayerTokenClaims, playerSessionFromToken } from './token-readers';

const PLAYER = '0b8f6d3e-2c4a-4e9b-8f1d-7a6c5b4e3d2c';
const PARTNER = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';
const COUPLE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const STAFF = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A token shaped like the server's; these readers never check the signature. */
function token(claims: Record<string, unknown>): string {
  const part = (value: object) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

const playerClaims = (claims: Record<string, unknown> = {}) => ({
  sub: PLAYER,
  email: 'sam@velvet.example',
  displayName: 'Sam',
  coupleId: COUPLE,
  player1Id: PLAYER,
  player2Id: PARTNER,
  sessionVersion: 0,
  sessionStartedAt: Math.floor(Date.now() / 1000),
  exp: inAnHour(),
  ...claims,
});

const staffClaims = (claims: Record<string, unknown> = {}) => ({
  sub: STAFF,
  userId: STAFF,
  email: 'robin@velvet.example',
  displayName: 'Robin',
  role: 1,
  exp: inAnHour(),
  ...claims,
});

describe('playerSessionFromToken', () => {
  it('reads the player and their couple', () => {
    const claims = playerClaims();
    expect(playerSessionFromToken(token(claims))).toEqual({
      playerId: PLAYER,
      email: 'sam@velvet.example',
      displayName: 'Sam',
      coupleId: COUPLE,
      player1Id: PLAYER,
      player2Id: PARTNER,
      sessionStartedAt: claims.sessionStartedAt,
      expiresAt: claims.exp,
    });
  });

  it('reads a player without a couple and names in any script', () => {
    const session = playerSessionFromToken(
      token(
        playerClaims({ coupleId: null, player1Id: null, player2Id: null, displayName: 'Zoë 🌙' }),
      ),
    );
    expect(session).toMatchObject({ coupleId: null, displayName: 'Zoë 🌙' });
  });

  it('refuses expired, undecodable, incomplete and staff tokens', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(playerSessionFromToken(token(playerClaims({ exp: now - 1 })))).toBeNull();
    expect(playerSessionFromToken(token(playerClaims({ sub: 'not-a-uuid' })))).toBeNull();
    expect(playerSessionFromToken(token(staffClaims()))).toBeNull();
    expect(playerSessionFromToken('not-a-token')).toBeNull();
    expect(playerSessionFromToken('a.%%%.c')).toBeNull();
    expect(playerSessionFromToken(null)).toBeNull();
  });
});

describe('adminUserFromToken', () => {
  it('reads the staff member from the claims', () => {
    expect(adminUserFromToken(token(staffClaims({ role: 2 })))).toMatchObject({
      id: STAFF,
      email: 'robin@velvet.example',
      displayName: 'Robin',
      role: 2,
    });
  });

  it('takes the id from userId, or from sub when userId is missing', () => {
    const other = '11111111-2222-4333-8444-555555555555';
    expect(adminUserFromToken(token(staffClaims({ userId: other })))?.id).toBe(other);
    expect(adminUserFromToken(token(staffClaims({ userId: undefined })))?.id).toBe(STAFF);
    expect(
      adminUserFromToken(token(staffClaims({ userId: undefined, sub: undefined }))),
    ).toBeNull();
  });

  it('refuses expired, undecodable, incomplete and player tokens', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(adminUserFromToken(token(staffClaims({ exp: now - 1 })))).toBeNull();
    expect(adminUserFromToken(token(staffClaims({ role: 7 })))).toBeNull();
    expect(adminUserFromToken(token(staffClaims({ email: undefined })))).toBeNull();
    expect(adminUserFromToken(token(playerClaims()))).toBeNull();
    expect(adminUserFromToken('not-a-token')).toBeNull();
    expect(adminUserFromToken(undefined)).toBeNull();
  });
});

describe('isPlayerTokenClaims', () => {
  // Every claim missing, and set to each of these in turn: the hand-written check must agree
  // with the contract's schema, which the server checks tokens with, on each of them.
  const oddValues: unknown[] = [
    null,
    '',
    'Sam',
    0,
    7,
    1.5,
    -1,
    2 ** 53,
    true,
    {},
    [],
    PLAYER.toUpperCase(),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '0b8f6d3e-2c4a-0e9b-8f1d-7a6c5b4e3d2c', // version 0
    '0b8f6d3e-2c4a-4e9b-cf1d-7a6c5b4e3d2c', // not the RFC variant
    `${PLAYER} `,
  ];
  const valid: Record<string, unknown> = playerClaims();
  const variants: unknown[] = [valid, { ...valid, aud: 'velvet-player', iat: 1 }, null, [], 'x'];
  for (const key of Object.keys(valid)) {
    const { [key]: _left, ...without } = valid;
    variants.push(without);
    for (const value of oddValues) variants.push({ ...valid, [key]: value });
  }

  it('accepts exactly the claims the contract’s schema accepts', () => {
    const disagreements = variants.filter(
      (claims) => isPlayerTokenClaims(claims) !== playerTokenClaims.safeParse(claims).success,
    );
    expect(disagreements).toEqual([]);
    // Both answers occur, so the comparison above says something.
    const accepted = variants.filter((claims) => isPlayerTokenClaims(claims));
    expect(accepted.length).toBeGreaterThan(10);
    expect(variants.length - accepted.length).toBeGreaterThan(100);
  });
});
