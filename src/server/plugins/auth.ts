import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { playerTokenClaims, type PlayerTokenClaims } from '@shared/api/accounts';
import type { Access } from '@shared/api/define';
import type { Database } from '../db/client';
import { players } from '../db/schema';
import { notFound, unauthorized } from '../lib/http-error';

export const PLAYER_AUDIENCE = 'velvet-player';
const JWT_ALGORITHM = 'HS256';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller of a non-public route. */
    player: PlayerTokenClaims | null;
  }
  interface FastifyInstance {
    signPlayerToken(claims: Omit<PlayerTokenClaims, 'exp'>): string;
    /** Rejects the request unless the caller may reach this route (401 or 404). */
    authenticate(request: FastifyRequest, access: Access): Promise<void>;
    authorize(request: FastifyRequest, access: Access): Promise<void>;
  }
}

interface AuthOptions {
  secret: string;
  tokenTtlSeconds: number;
  db: Database;
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: JWT_ALGORITHM, expiresIn: options.tokenTtlSeconds, aud: PLAYER_AUDIENCE },
    // allowedAud alone accepts a token with no audience at all; requiring the claim keeps
    // any other token signed with this secret (admin, future kinds) from passing as a player's.
    verify: { algorithms: [JWT_ALGORITHM], allowedAud: PLAYER_AUDIENCE, requiredClaims: ['aud'] },
  });
  app.decorateRequest('player', null);

  app.decorate('signPlayerToken', (claims: Omit<PlayerTokenClaims, 'exp'>) =>
    app.jwt.sign({ ...claims }),
  );

  app.decorate('authenticate', async (request: FastifyRequest, access: Access) => {
    if (access.level === 'public') return;
    if (access.level === 'admin') throw unauthorized('Unauthorized - please login again');
    let decoded: unknown;
    try {
      decoded = await request.jwtVerify();
    } catch {
      throw unauthorized();
    }
    const claims = playerTokenClaims.safeParse(decoded);
    if (!claims.success) throw unauthorized();
    request.player = claims.data;
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
    const [row] = await options.db
      .select({ coupleId: players.coupleId })
      .from(players)
      .where(eq(players.id, caller.sub));
    if (!row) throw unauthorized();
    if (access.level === 'couple') {
      if (row.coupleId && row.coupleId === target) return;
      throw notFound();
    }
    if (row.coupleId) {
      const [partner] = await options.db
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.coupleId, row.coupleId), eq(players.id, target)));
      if (partner) return;
    }
    throw notFound();
  });
}

export default fp(authPlugin, { name: 'velvet-auth' });
