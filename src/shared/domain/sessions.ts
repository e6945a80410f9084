import { z } from 'zod';
import { playerTokenClaims } from '../api/accounts';

/**
 * What a token says about who holds it, read without verifying the signature: the server
 * verifies on every call, and these readers only decide what to show. Shared by the browser
 * (which holds its own token) and the desktop app's main process (which holds it for the
 * renderer and hands over only these claims).
 */

/** The signed-in player, as the screens know them. */
export const playerSessionSchema = z.object({
  playerId: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  coupleId: z.uuid().nullable(),
  player1Id: z.uuid().nullable(),
  player2Id: z.uuid().nullable(),
  /** When the player signed in (or registered), in seconds since the epoch. */
  sessionStartedAt: z.number(),
  /** Seconds since the epoch. */
  expiresAt: z.number(),
});
export type PlayerSession = z.infer<typeof playerSessionSchema>;

const adminRoleSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The signed-in staff member, as the admin screens know them. */
export const adminUserSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  displayName: z.string(),
  role: adminRoleSchema,
  /** Seconds since the epoch. */
  expiresAt: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

// The staff id is read from `userId` or `sub`; the server sends both.
const adminClaims = z
  .object({
    userId: z.string().min(1).optional(),
    sub: z.string().min(1).optional(),
    email: z.string(),
    displayName: z.string(),
    role: adminRoleSchema,
    exp: z.number(),
  })
  .refine((claims) => claims.userId ?? claims.sub);

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
  const claims = playerTokenClaims.safeParse(tokenPayload(token));
  if (!claims.success || claims.data.exp <= nowSeconds) return null;
  const c = claims.data;
  return {
    playerId: c.sub,
    email: c.email,
    displayName: c.displayName,
    coupleId: c.coupleId,
    player1Id: c.player1Id,
    player2Id: c.player2Id,
    sessionStartedAt: c.sessionStartedAt,
    expiresAt: c.exp,
  };
}

/** The staff member a token names; null when it cannot be read or has expired. */
export function adminUserFromToken(
  token: string | null | undefined,
  nowSeconds = Date.now() / 1000,
): AdminUser | null {
  const parsed = adminClaims.safeParse(tokenPayload(token));
  if (!parsed.success || parsed.data.exp <= nowSeconds) return null;
  const claims = parsed.data;
  return {
    id: (claims.userId ?? claims.sub) as string,
    email: claims.email,
    displayName: claims.displayName,
    role: claims.role,
    expiresAt: claims.exp,
  };
}
