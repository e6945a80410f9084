import type { FastifyRequest } from 'fastify';

/**
 * The player behind a request to a public route, when it carries a valid player token; null
 * for a visitor. A missing, expired or foreign token is not an error here: the route serves
 * everyone, and only learns who wrote when it can tell.
 */
export async function signedInPlayerId(request: FastifyRequest): Promise<string | null> {
  return request.server.playerClaimsOf(request)?.sub ?? null;
}
