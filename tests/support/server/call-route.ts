import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { buildPath, type RouteDef, type RouteResponse } from '@shared/api/define';
import { injectRoute } from './stream-opening';

/** A value sent as it is, where the contract would not let it through: to test a refusal. */
export class Unchecked {
  constructor(readonly value: unknown) {}
}

/** Marks params, query or body as deliberately outside the route's contract. */
export const unchecked = (value: unknown) => new Unchecked(value);

/** One part of a call: typed from the route's schema, required unless it may be left out. */
type Part<Schema, Key extends string> = Schema extends z.ZodType
  ? undefined extends z.input<Schema>
    ? { [K in Key]?: z.input<Schema> | Unchecked }
    : Record<string, never> extends z.input<Schema>
      ? { [K in Key]?: z.input<Schema> | Unchecked }
      : { [K in Key]: z.input<Schema> | Unchecked }
  : { [K in Key]?: never };

export type CallInput<R extends RouteDef> = Part<R['params'], 'params'> &
  Part<R['query'], 'query'> &
  Part<R['body'], 'body'> & {
    /** A player's or staff member's token, sent as the bearer. */
    token?: string;
    headers?: Record<string, string>;
  };

type CallArgs<R extends RouteDef> =
  Record<string, never> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

export interface RouteReply<R extends RouteDef> {
  status: number;
  /**
   * The reply's JSON (undefined when it is empty), typed as the route's success reply: read it
   * after checking `status`. A refusal's `{ message }` is `response.json()`.
   */
  body: RouteResponse<R>;
  headers: LightMyRequestResponse['headers'];
  response: LightMyRequestResponse;
}

const valueOf = (part: unknown) => (part instanceof Unchecked ? part.value : part);

function queryOf(query: unknown): Record<string, string> | undefined {
  if (query === undefined || query === null) return undefined;
  const entries = Object.entries(query as Record<string, unknown>).filter(
    ([, value]) => value !== undefined,
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** Calls one contract route on the app, by its method and path, as a client of the API would. */
export async function callRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  ...[input]: CallArgs<R>
): Promise<RouteReply<R>> {
  const { params, query, body, token, headers } = (input ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
  };
  const payload = valueOf(body);
  const response = await injectRoute(app, route, {
    method: route.method,
    url: buildPath(route.path, valueOf(params) as Record<string, string | number> | undefined),
    query: queryOf(valueOf(query)),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const json = /json/.test(String(response.headers['content-type'] ?? '')) && response.body;
  return {
    status: response.statusCode,
    body: (json ? JSON.parse(response.body) : undefined) as RouteResponse<R>,
    headers: response.headers,
    response,
  };
}

/** Calls a route and returns its reply; fails unless the route answered with its success status. */
export async function callRouteOk<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  ...args: CallArgs<R>
): Promise<RouteResponse<R>> {
  const reply = await callRoute(app, route, ...args);
  if (reply.status !== (route.successStatus ?? 200))
    throw new Error(`${route.name} failed: ${reply.status} ${reply.response.body}`);
  return reply.body;
}
