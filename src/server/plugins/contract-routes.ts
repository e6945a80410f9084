import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminTokenClaims } from '@shared/api/admin';
import {
  ACCESS_LEVELS,
  type RouteDef,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@shared/api/define';
import { staffUnauthorized, unauthorized } from '../lib/http-error';
import { createGroupLimiters, type RateLimitOptions } from './rate-limits';

export type { RateLimitOptions } from './rate-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's name of the route (`RouteDef.name`), read by hooks such as live events. */
    routeName?: string;
  }
}

export interface HandlerContext<R extends RouteDef> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in player's id; a 401 on a route that lets in no player. */
  playerId(): string;
  /** The signed-in staff member, with their role as the database has it now; else a 401. */
  staff(): AdminTokenClaims;
}

export interface Implementation<R extends RouteDef = RouteDef> {
  route: R;
  handler: (context: HandlerContext<R>) => Promise<RouteResponse<R>>;
}

/** Pairs a contract route with its handler, keeping the handler typed by the route. */
export function implement<R extends RouteDef>(
  route: R,
  handler: (context: HandlerContext<R>) => Promise<RouteResponse<R>>,
): Implementation {
  return { route, handler } as unknown as Implementation;
}

/** Registers each implementation exactly as its contract route describes it. */
export function registerContractRoutes(
  app: FastifyInstance,
  implementations: readonly Implementation[],
  limits: RateLimitOptions,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limiters = createGroupLimiters(app, limits);
  for (const { route, handler } of implementations) {
    if (!route.access || !ACCESS_LEVELS.includes(route.access.level)) {
      throw new Error(
        `Route ${route.name} (${route.method} ${route.path}) declares no access level.`,
      );
    }
    typed.route({
      method: route.method,
      url: route.path,
      schema: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { [route.successStatus ?? 200]: route.response },
      },
      config: { routeName: route.name },
      // The address's budget before anything else; the account's once the caller is known and
      // the call is well-formed and allowed, so it counts what the account really asked for.
      onRequest: [
        ...(route.rateLimit ? [limiters[route.rateLimit].perAddress] : []),
        async (request) => app.authenticate(request, route.access),
      ],
      preHandler: [
        async (request) => app.authorize(request, route.access),
        ...(route.rateLimit ? [limiters[route.rateLimit].perAccount] : []),
      ],
      handler: async (request, reply) => {
        const result = await handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          request,
          reply,
          playerId: () => {
            if (!request.player) throw unauthorized();
            return request.player.sub;
          },
          staff: () => {
            if (!request.admin) throw staffUnauthorized();
            return request.admin;
          },
        });
        // A handler may have chosen another status (health answers 503 when the database is down).
        if (reply.statusCode === 200) reply.code(route.successStatus ?? 200);
        return result;
      },
    });
  }
}
