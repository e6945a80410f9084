import type { PlayerTokenClaims } from '../api/accounts';
import { AdminRole } from '../api/define';
import type { AdminUser, PlayerSession } from './sessions';

/**
 * What a token says about who holds it, read without verifying the signature: the server
 * verifies on every call, and these readers only decide what to show. Shared by the browser
 * (which holds its own token) and the desktop app's main process (which holds it for the
 * renderer and hands over only these claims).
 *
 * The claims are checked by hand rather than with zod: every signed-in page reads its token
 * before it shows anything, and zod would be the largest library fetched for that. The player's
 * check accepts exactly what the contract's `playerTokenClaims` accepts
 * (token-readers.test.ts compares the two on every kind of wrong claim).
 */

type Claims = Record<string, unknown>;

// zod's uuid: versions 1 to 8 with the RFC variant, and the nil and max ids.
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const isUuidOrNull = (value: unknown) => value === null || isUuid(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isFilledOrAbsent = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.length > 0);
const ADMIN_ROLES: readonly unknown[] = Object.values(AdminRole);
const isAdminRole = (value: unknown): value is AdminRole => ADMIN_ROLES.includes(value);
const isObject = (value: unknown): value is Claims =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` has the claims of a player token (docs/tokens.md). */
export function isPlayerTokenClaims(value: unknown): value is PlayerTokenClaims {
  return (
    isObject(value) &&
    isUuid(value.sub) &&
    isText(value.email) &&
    isText(value.displayName) &&
    isUuidOrNull(value.coupleId) &&
    isUuidOrNull(value.player1Id) &&
    isUuidOrNull(value.player2Id) &&
    Number.isSafeInteger(value.sessionVersion) &&
    isNumber(value.sessionStartedAt) &&
    isNumber(value.exp)
  );
}

interface StaffClaims {
  userId?: string;
  sub?: string;
  email: string;
  displayName: string;
  role: AdminUser['role'];
  exp: number;
}

/** Whether `value` has what the admin window reads of a staff token: the id in `userId` or `sub`. */
function isStaffClaims(value: unknown): value is StaffClaims {
  return (
    isObject(value) &&
    isFilledOrAbsent(value.userId) &&
    isFilledOrAbsent(value.sub) &&
    Boolean(value.userId ?? value.sub) &&
    isText(value.email) &&
    isText(value.displayName) &&
    isAdminRole(value.role) &&
    isNumber(value.exp)
  );
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** A JWT's payload as JSON; undefined when it is not one. */
function tokenPayload(token: string | null | undefined): unknown {
  const segment = token?.split('.')[1];
  if (!segment) return undefined;
  try {
    return JSON.parse(decodeBase64Url(segment));
  } catch {
    return undefined;
  }
}

/** The player a token names; null when it cannot be read or has expired. */
export function playerSessionFromToken(
  token: string | null | undefined,
  nowSeconds = Date.now() / 1000,
): PlayerSession | null {
  const claims = tokenPayload(token);
  if (!isPlayerTokenClaims(claims) || claims.exp <= nowSeconds) return null;
  return {
    playerId: claims.sub,
    email: claims.email,
    displayName: claims.displayName,
    coupleId: claims.coupleId,
    player1Id: claims.player1Id,
    player2Id: claims.player2Id,
    sessionStartedAt: claims.sessionStartedAt,
    expiresAt: claims.exp,
  };
}

/** The staff member a token names; null when it cannot be read or has expired. */
export function adminUserFromToken(
  token: string | null | undefined,
  nowSeconds = Date.now() / 1000,
): AdminUser | null {
  const claims = tokenPayload(token);
  if (!isStaffClaims(claims) || claims.exp <= nowSeconds) return null;
  return {
    id: (claims.userId ?? claims.sub) as string,
    email: claims.email,
    displayName: claims.displayName,
    role: claims.role,
    expiresAt: claims.exp,
  };
}
