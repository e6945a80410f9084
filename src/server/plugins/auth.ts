import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { playerTokenClaims, type PlayerTokenClaims } from '@shared/api/accounts';
import { adminTokenClaims, type AdminTokenClaims } from '@shared/api/admin';
import type { Access } from '@shared/api/define';
import type { Database } from '../db/client';
import { players, systemUsers } from '../db/schema';
import { forbidden, notFound, staffUnauthorized, unauthorized } from '../lib/http-error';

export const PLAYER_AUDIENCE = 'velvet-player';
export const ADMIN_AUDIENCE = 'velvet-admin';
const JWT_ALGORITHM = 'HS256';
const VERIFIED_TOKENS_REMEMBERED = 10_000;

/** The token of an `Authorization: Bearer …` header. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return /^Bearer (\S+)$/i.exec(header)?.[1] ?? null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller of a non-public route. */
    player: PlayerTokenClaims | null;
    /** The verified staff member of an admin route, with their current role. */
    admin: AdminTokenClaims | null;
    /** The signed-in player's couple as the database has it now, read once per request. */
    playerCoupleId: string | null;
  }
  interface FastifyInstance {
    /** A player token; `expiresInSeconds` shortens it (a session near its 30-day end). */
    signPlayerToken(claims: Omit<PlayerTokenClaims, 'exp'>, expiresInSeconds?: number): string;
    signAdminToken(claims: Omit<AdminTokenClaims, 'exp'>): string;
    /**
     * The claims of the player token a request carries, signature and expiry checked (not
     * revocation: authenticate does that); null without a valid one.
     */
    playerClaimsOf(request: FastifyRequest): PlayerTokenClaims | null;
    /** Rejects the request unless the caller may reach this route (401 or 404). */
    authenticate(request: FastifyRequest, access: Access): Promise<void>;
    authorize(request: FastifyRequest, access: Access): Promise<void>;
  }
}

interface AuthOptions {
  secret: string;
  tokenTtlSeconds: number;
  adminTokenTtlSeconds: number;
  db: Database;
  /** The player's session version and couple as they are now; null when the player is gone. */
  playerState(
    playerId: string,
  ): Promise<{ sessionVersion: number; coupleId: string | null } | null>;
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  // Player tokens carry the audience velvet-player; requiring the claim keeps any other token
  // signed with this secret (staff, future kinds) from passing as a player's.
  const signPlayer = createSigner({
    key: options.secret,
    algorithm: JWT_ALGORITHM,
    aud: PLAYER_AUDIENCE,
  });
  const verifyPlayer = createVerifier({
    key: options.secret,
    algorithms: [JWT_ALGORITHM],
    allowedAud: PLAYER_AUDIENCE,
    requiredClaims: ['aud', 'exp'],
    // A player's app polls every 30 s with the same token: remembering verified tokens (never
    // past their expiry) spares the signature check; revocation is checked separately.
    cache: VERIFIED_TOKENS_REMEMBERED,
  });
  app.decorate('playerClaimsOf', (request: FastifyRequest): PlayerTokenClaims | null => {
    const token = bearerToken(request);
    if (!token) return null;
    try {
      const claims = playerTokenClaims.safeParse(verifyPlayer(token));
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  });
  app.decorateRequest('player', null);
  app.decorateRequest('playerCoupleId', null);

  app.decorate(
    'signPlayerToken',
    (claims: Omit<PlayerTokenClaims, 'exp'>, expiresInSeconds?: number) =>
      signPlayer({
        ...claims,
        exp:
          Math.floor(Date.now() / 1000) +
          Math.max(1, Math.floor(expiresInSeconds ?? options.tokenTtlSeconds)),
      }),
  );

  // Staff tokens are signed with the same secret but another audience, so neither kind of
  // token ever passes for the other.
  const signAdmin = createSigner({
    key: options.secret,
    algorithm: JWT_ALGORITHM,
    expiresIn: options.adminTokenTtlSeconds * 1000,
    aud: ADMIN_AUDIENCE,
  });
  const verifyAdmin = createVerifier({
    key: options.secret,
    algorithms: [JWT_ALGORITHM],
    allowedAud: ADMIN_AUDIENCE,
    requiredClaims: ['aud', 'exp'],
  });
  app.decorateRequest('admin', null);
  app.decorate('signAdminToken', (claims: Omit<AdminTokenClaims, 'exp'>) =>
    signAdmin({ ...claims }),
  );

  async function authenticateAdmin(request: FastifyRequest, minRole: number) {
    const token = bearerToken(request);
    if (!token) throw staffUnauthorized();
    let claims: AdminTokenClaims;
    try {
      claims = adminTokenClaims.parse(verifyAdmin(token));
    } catch {
      throw staffUnauthorized();
    }
    // The role, the account's state and its session come from the database: a demoted,
    // deactivated or signed-out staff member loses access at once, whatever the token says.
    // The session version ends tokens issued before a sign-out, a (de)activation or a new role.
    const [user] = await options.db
      .select({
        role: systemUsers.role,
        isActive: systemUsers.isActive,
        sessionVersion: systemUsers.sessionVersion,
      })
      .from(systemUsers)
      .where(eq(systemUsers.id, claims.sub));
    if (!user || !user.isActive || user.sessionVersion !== claims.sessionVersion)
      throw staffUnauthorized();
    if (user.role < minRole) throw forbidden('Forbidden - admin access required');
    request.admin = { ...claims, role: user.role as AdminTokenClaims['role'] };
  }

  app.decorate('authenticate', async (request: FastifyRequest, access: Access) => {
    if (access.level === 'public') return;
    if (access.level === 'admin') return authenticateAdmin(request, access.minRole);
    const claims = app.playerClaimsOf(request);
    if (!claims) throw unauthorized();
    // A token lives only as long as the session it was issued in: signing out or changing the
    // password bumps the player's version, and every earlier token stops here.
    const row = await options.playerState(claims.sub);
    if (!row || row.sessionVersion !== claims.sessionVersion) throw unauthorized();
    request.player = claims;
    request.playerCoupleId = row.coupleId;
  });

  // Ownership is read from the database, not the token, so a token issued before the
  // couple changed can never reach data its holder no longer shares.
  app.decorate('authorize', async (request: FastifyRequest, access: Access) => {
    if (access.level !== 'self' && access.level !== 'selfOrPartner' && access.level !== 'couple')
      return;
    const caller = request.player;
    if (!caller) throw unauthorized();
    const target = String(
      (request.params as Record<string, unknown>)[access.param] ?? '',
    ).toLowerCase();
    // One's own record needs no lookup: the handler reads it and answers 404 if it is gone.
    if (access.level !== 'couple' && target === caller.sub) return;
    if (access.level === 'self') throw notFound();
    const coupleId = request.playerCoupleId;
    if (access.level === 'couple') {
      if (coupleId && coupleId === target) return;
      throw notFound();
    }
    if (coupleId) {
      const [partner] = await options.db
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.coupleId, coupleId), eq(players.id, target)));
      if (partner) return;
    }
    throw notFound();
  });
}

export default fp(authPlugin, { name: 'velvet-auth' });
