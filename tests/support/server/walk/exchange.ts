import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@shared/api/define';
import { injectRoute } from '../stream-opening';
import type { WalkInput } from './walk-input';

export interface Exchange {
  method: string;
  url: string;
  status: number;
  body: string;
  contentType: string | undefined;
}

let clients = 0;

/**
 * Rate-limited routes keep a budget per client address (the lookup group's is fixed at a few
 * dozen a minute), so each walk request to one comes from an address of its own: the walk
 * then meets validation and authorization, not the limit, which has a test of its own.
 */
function clientAddress(route: RouteDef): string | undefined {
  if (!route.rateLimit) return undefined;
  clients += 1;
  return `198.18.${(clients >> 8) & 255}.${clients & 255}`;
}

/** Sends one walk input; path segments are used as given (already encoded). */
export async function send(
  app: FastifyInstance,
  route: RouteDef,
  input: WalkInput,
  authorization: string | undefined,
): Promise<Exchange> {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const segment = input.params[name];
    if (segment === undefined) throw new Error(`${route.name}: no value for :${name}`);
    return segment;
  });
  const url = input.query ? `${path}?${input.query}` : path;
  const headers: Record<string, string> = {};
  if (authorization !== undefined) headers.authorization = authorization;
  if (input.body?.contentType !== undefined) headers['content-type'] = input.body.contentType;
  const remoteAddress = clientAddress(route);
  const response = await injectRoute(app, route, {
    method: route.method,
    url,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(input.body ? { payload: input.body.payload } : {}),
  });
  const contentType = response.headers['content-type'];
  return {
    method: route.method,
    url,
    status: response.statusCode,
    body: response.body,
    contentType: typeof contentType === 'string' ? contentType : undefined,
  };
}

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** One line naming the route, the input and the answer, for assertion messages. */
export function describe(route: RouteDef, label: string, exchange: Exchange): string {
  return `${route.name} [${label}] ${exchange.method} ${clip(exchange.url, 160)} -> ${exchange.status} ${clip(exchange.body)}`;
}

/** The `{ message }` of an error body, or a reason it is not one. */
export function errorMessageProblem(exchange: Exchange): string | null {
  if (!exchange.contentType?.startsWith('application/json')) return 'body is not JSON';
  try {
    const body = JSON.parse(exchange.body) as { message?: unknown };
    if (typeof body.message !== 'string' || body.message.trim() === '')
      return 'body has no non-empty string message';
    return null;
  } catch {
    return 'body is not valid JSON';
  }
}

/** Runs tasks a few at a time, keeping their order in the results. */
export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  }
  return results;
}
