import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminTokenClaims } from '@shared/api/admin';
import {
  ACCESS_LEVELS,
  type RateLimitGroup,
  type RouteDef,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@shared/api/define';
import { HttpError, staffUnauthorized, unauthorized } from '../lib/http-error';

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

/** Email lookups a client address may make per minute (the invite screen needs a few). */
const LOOKUPS_PER_MINUTE = 30;

/** The window of the support budget: a person writing to staff needs a few messages, not more. */
const SUPPORT_WINDOW = '10 minutes';

export interface RateLimitOptions {
  /** Support messages a client address may send per SUPPORT_WINDOW (SUPPORT_RATE_LIMIT). */
  supportPerWindow: number;
}

/** Registers each implementation exactly as its contract route describes it. */
export function registerContractRoutes(
  app: FastifyInstance,
  implementations: readonly Implementation[],
  limits: RateLimitOptions,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // One limiter per group over the plugin's own store, so a group's routes share one budget
  // per client address. A per-route `config.rateLimit` would give each route a store of its
  // own (a `groupId` only prefixes keys inside it), multiplying the budget by the routes.
  const limiters: Record<RateLimitGroup, ReturnType<typeof app.rateLimit>> = {
    authentication: app.rateLimit({ keyGenerator: (request) => `authentication:${request.ip}` }),
    lookup: app.rateLimit({
      max: LOOKUPS_PER_MINUTE,
      keyGenerator: (request) => `lookup:${request.ip}`,
    }),
    support: app.rateLimit({
      max: limits.supportPerWindow,
      timeWindow: SUPPORT_WINDOW,
      keyGenerator: (request) => `support:${request.ip}`,
      // The shared 429 text says "wait a minute"; this window is longer, so say how long.
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many support messages from this address. Please wait ${context.after} and try again.`,
        ),
    }),
  };
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
      onRequest: [
        ...(route.rateLimit ? [limiters[route.rateLimit]] : []),
        async (request) => app.authenticate(request, route.access),
      ],
      preHandler: async (request) => app.authorize(request, route.access),
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
