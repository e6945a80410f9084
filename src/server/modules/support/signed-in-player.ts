import type { FastifyRequest } from 'fastify';
import { playerTokenClaims } from '@shared/api/accounts';

/**
 * The player behind a request to a public route, when it carries a valid player token; null
 * for a visitor. A missing, expired or foreign token is not an error here: the route serves
 * everyone, and only learns who wrote when it can tell.
 */
export async function signedInPlayerId(request: FastifyRequest): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    const claims = playerTokenClaims.safeParse(await request.jwtVerify());
    return claims.success ? claims.data.sub : null;
  } catch {
    return null;
  }
}
